import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct DifferTests {
  private func diff(_ base: String, _ head: String, file: String = "t.tokens.json") -> [TokenChange]
  {
    Differ.diff(.test([file: base]), .test([file: head]))
  }

  private func kinds(_ changes: [TokenChange]) -> [String] {
    changes.map { "\($0.token) \($0.kind.rawValue)" }
  }

  @Test func aSetAgainstItselfHasNoChanges() {
    let text = ##"{"c": {"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "{c.a}"}}}"##
    #expect(diff(text, text).isEmpty)
  }

  @Test func addedAndRemovedSwapWhenTheArgumentsSwap() {
    let base = ##"{"c": {"$type": "color", "a": {"$value": "#000"}}}"##
    let head = ##"{"c": {"$type": "color", "b": {"$value": "#000"}}}"##
    #expect(kinds(diff(base, head)) == ["c.a removed", "c.b added"])
    #expect(kinds(diff(head, base)) == ["c.a added", "c.b removed"])
  }

  @Test func aRemovedTokenKeepsItsDeprecationMessage() {
    let base = ##"""
      {"c": {"$type": "color", "new": {"$value": "#000"},
             "old": {"$value": "#111", "$deprecated": "Use {c.new} instead"}}}
      """##
    let head = ##"{"c": {"$type": "color", "new": {"$value": "#000"}}}"##
    let changes = diff(base, head)
    #expect(kinds(changes) == ["c.old removed"])
    #expect(changes.first?.note == "was deprecated: Use {c.new} instead")
  }

  @Test func aRawChangeReachesItsAliasesWithVia() throws {
    let base = """
      {"ink": {"$type": "color", "900": {"$value": "#1a1a2e"}},
       "text": {"primary": {"$value": "{ink.900}"}, "strong": {"$value": "{text.primary}"}}}
      """
    let head = base.replacingOccurrences(of: "#1a1a2e", with: "#14142b")
    let changes = diff(base, head)
    #expect(
      kinds(changes) == [
        "ink.900 value-changed", "text.primary value-changed", "text.strong value-changed",
      ]
    )
    #expect(changes[0].via == nil)
    #expect(changes[1].via?.description == "ink.900")
    #expect(changes[2].via?.description == "ink.900")
    let strong = changes[2]
    #expect(strong.before?.value?.text == "#1a1a2e")
    #expect(strong.after?.value?.text == "#14142b")
    #expect(strong.after?.aliasOf?.description == "text.primary")
    #expect(strong.layer == .semantic)
  }

  @Test func aFormatMigrationWithTheSameValuesIsNotAChange() {
    let base = """
      {"c": {"$type": "color", "a": {"$value": "#FFF"}, "b": {"$value": "rgba(0, 0, 0, 0.5)"}},
       "s": {"$type": "dimension", "a": {"$value": "12px"}},
       "t": {"$type": "duration", "a": {"$value": "250ms"}},
       "f": {"$type": "fontFamily", "a": {"$value": "Inter"}},
       "sh": {"$type": "shadow", "a": {"$value": {"color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}}}
      """
    let head = """
      {"c": {"$type": "color",
        "a": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"}},
        "b": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}}},
       "s": {"$type": "dimension", "a": {"$value": {"value": 12, "unit": "px"}}},
       "t": {"$type": "duration", "a": {"$value": {"value": 0.25, "unit": "s"}}},
       "f": {"$type": "fontFamily", "a": {"$value": ["Inter"]}},
       "sh": {"$type": "shadow", "a": {"$value": [{"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
         "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": false}]}}}
      """
    #expect(diff(base, head).isEmpty)
  }

  @Test func aFormatMigrationThatLosesADigitIsAValueChange() {
    let base = ##"{"size": {"$type": "dimension", "12": {"$value": "12px"}}}"##
    let head = ##"{"size": {"$type": "dimension", "12": {"$value": {"value": 2, "unit": "px"}}}}"##
    let changes = diff(base, head)
    #expect(kinds(changes) == ["size.12 value-changed"])
    #expect(changes.first?.before?.value?.text == "12px")
    #expect(changes.first?.after?.value?.text == "2px")
    #expect(changes.first?.location.line == 1)
  }

  @Test func retargetingAnAliasIsItsOwnKind() {
    let base = """
      {"c": {"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#000"}, "x": {"$value": "{c.a}"}}}
      """
    let head = base.replacingOccurrences(of: "{c.a}", with: "{c.b}")
    #expect(kinds(diff(base, head)) == ["c.x alias-retargeted"])
  }

  @Test func brokenFixedTypeChangedDeprecatedAndForbidden() {
    let base = """
      {"a": {"$type": "color", "$value": "#000"},
       "b": {"$type": "color", "$value": "{missing}"},
       "c": {"$type": "color", "$value": "#000"},
       "d": {"$type": "color", "$value": "#000"},
       "e": {"$type": "color", "$value": "#ff0000"}}
      """
    let head = """
      {"a": {"$type": "color", "$value": "{missing}"},
       "b": {"$type": "color", "$value": "#000"},
       "c": {"$type": "dimension", "$value": "1px"},
       "d": {"$type": "color", "$value": "#000", "$deprecated": "use a"},
       "e": {"$type": "color", "$value": "#ff000000"}}
      """
    let changes = diff(base, head)
    #expect(
      kinds(changes) == ["a broken", "b fixed", "c type-changed", "d deprecated", "e forbidden"]
    )
    #expect(changes[0].note?.contains("does not exist") == true)
    #expect(changes[3].note == "use a")
    #expect(changes[4].note == "resolves to #FF000000")
    #expect(kinds(diff(head, base)).contains("d undeprecated"))
  }

  /// A typography whose weight stays missing while its size moves (VolkanUysal-TomTom/ds2.0):
  /// broken on both sides, written differently, so a change; written alike, none.
  @Test func aTokenBrokenOnBothSidesIsChangedWhenItsDefinitionIs() throws {
    let base = """
      {"size": {"$type": "dimension", "s": {"$value": "16px"}, "l": {"$value": "32px"}},
       "heading": {"$type": "typography", "$value": {"fontFamily": "Inter",
         "fontWeight": "{weight.strong}", "fontSize": "{size.s}", "lineHeight": 1.2,
         "letterSpacing": "0px"}}}
      """
    let head = base.replacingOccurrences(of: "{size.s}", with: "{size.l}")
    let changes = diff(base, head)
    #expect(kinds(changes) == ["heading value-changed"])
    let change = try #require(changes.first)
    #expect(change.note?.hasPrefix("still broken: ") == true)
    #expect(change.note?.contains("weight.strong") == true)
    guard case .object(let before) = change.before?.written,
      case .object(let after) = change.after?.written
    else {
      Issue.record("no written values: \(change)")
      return
    }
    #expect(before["fontSize"] == .string("{size.s}"))
    #expect(after["fontSize"] == .string("{size.l}"))
    #expect(change.before?.value == nil)
    #expect(ImpactClassifier.impact(of: change) == ChangeImpact.none)
    // A reference respelled `{a.value}` → `{a}` on a token broken on both sides is no change.
    let respelled = base.replacingOccurrences(of: "{size.s}", with: "{size.s.value}")
    #expect(diff(respelled, base).isEmpty)
    // Moving the broken token's neighbour changes nothing about it.
    let moved = base.replacingOccurrences(of: "\"16px\"", with: "\"18px\"")
    #expect(kinds(diff(base, moved)) == ["size.s value-changed"])
  }

  @Test func aTokenThatMovedToAnotherFileIsTheSameToken() {
    let base = Differ.diff(
      .test(["old.tokens.json": ##"{"c": {"$type": "color", "$value": "#000"}}"##]),
      .test(["new.tokens.json": ##"{"c": {"$type": "color", "$value": "#000"}}"##])
    )
    #expect(base.isEmpty)
  }

  @Test func tokenOrderAndFileOrderNeverChangeTheResult() {
    let one = """
      {"c": {"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "{c.a}"}}}
      """
    let two = """
      {"c": {"$type": "color", "b": {"$value": "{c.a}"}, "a": {"$value": "#111"}}}
      """
    let forward = Differ.diff(
      .test(["x.tokens.json": one, "y.tokens.json": "{}"]),
      .test(["x.tokens.json": two])
    )
    let shuffled = Differ.diff(
      .test(["y.tokens.json": "{}", "x.tokens.json": one]),
      .test(["x.tokens.json": two])
    )
    #expect(forward == shuffled)
    #expect(kinds(forward) == ["c.a value-changed", "c.b value-changed"])
  }
}
