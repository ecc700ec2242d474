import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Three theme groups where a later group lists again a set an earlier one lists before its
/// brand set (tokens-nest's primitive / common / brand layout): Tokens Studio's
/// `permutateThemes` keeps each set at its first place, so the brand set still merges after
/// the semantic set and its overrides win. Before, the semantic set merged again after it:
/// every brand override was lost, and a brand's change was "no token changes".
@Suite struct TokensStudioRepeatedSetTests {
  static func files(accentOfA: String) -> [String: String] {
    [
      "$metadata.json":
        #"{"tokenSetOrder": ["primitive/color", "common/semantic", "brand/a", "brand/b"]}"#,
      "$themes.json": """
      [{"id": "1", "name": "a", "group": "brand", "selectedTokenSets": {"primitive/color": "source", "common/semantic": "enabled", "brand/a": "enabled"}},
       {"id": "2", "name": "b", "group": "brand", "selectedTokenSets": {"primitive/color": "source", "common/semantic": "enabled", "brand/b": "enabled"}},
       {"id": "3", "name": "semantic", "group": "common", "selectedTokenSets": {"primitive/color": "source", "common/semantic": "enabled"}},
       {"id": "4", "name": "value", "group": "primitive", "selectedTokenSets": {"primitive/color": "enabled"}}]
      """,
      "primitive/color.json":
        ##"{"color": {"blue": {"$value": "#0000ff", "$type": "color"}, "green": {"$value": "#00ff00", "$type": "color"}, "red": {"$value": "#ff0000", "$type": "color"}}}"##,
      "common/semantic.json": #"{"accent": {"$value": "{color.blue}", "$type": "color"}}"#,
      "brand/a.json": #"{"accent": {"$value": "{color.\#(accentOfA)}", "$type": "color"}}"#,
      "brand/b.json": #"{"accent": {"$value": "{color.red}", "$type": "color"}}"#,
    ]
  }

  @Test func aBrandSetStillOverridesTheSemanticSetALaterGroupListsAgain() {
    let revision = RevisionResolver.resolve(
      .discovered(Self.files(accentOfA: "green")),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(index: ModalIndex(revision))
    let values = revision.modeNames.map { mode in
      "\(mode): \(lookup.token(TokenPath(dotted: "accent"), in: mode)?.value?.text ?? "-")"
    }
    #expect(
      values.sorted() == [
        "brand=a, common=semantic, primitive=value: #00ff00",
        "brand=b, common=semantic, primitive=value: #ff0000",
      ],
      "\(values)"
    )
  }

  @Test func aBrandsChangeIsReported() {
    let report = makeDiffReport(
      base: .discovered(Self.files(accentOfA: "green")),
      head: .discovered(Self.files(accentOfA: "blue")),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["aliasRetargeted accent brand=a"], "\(rows)")
  }

  /// Jottar's shape: a theme without a `group` added beside a group named `Theme`. Themes
  /// without a group were the modifier `theme`, which mode names, compared without case, took
  /// for `Theme`: every head mode conflicted with itself, and the diff reported nothing.
  @Test func anUngroupedThemeBesideAThemeGroupIsADimensionOfItsOwn() {
    func files(gray: String, global: Bool) -> [String: String] {
      var themes = [
        #"{"id": "l", "name": "Light", "group": "Theme", "selectedTokenSets": {"base": "source", "light": "enabled"}}"#,
        #"{"id": "d", "name": "Dark", "group": "Theme", "selectedTokenSets": {"base": "source", "dark": "enabled"}}"#,
      ]
      if global {
        themes.append(#"{"id": "g", "name": "Global", "selectedTokenSets": {"global": "enabled"}}"#)
      }
      return [
        "$metadata.json": #"{"tokenSetOrder": ["base", "light", "dark", "global"]}"#,
        "$themes.json": "[" + themes.joined(separator: ",") + "]",
        "base.json":
          ##"{"gray": {"0": {"value": "\##(gray)", "type": "color"}, "9": {"value": "#111111", "type": "color"}}}"##,
        "light.json": #"{"bg": {"value": "{gray.0}", "type": "color"}}"#,
        "dark.json": #"{"bg": {"value": "{gray.9}", "type": "color"}}"#,
        "global.json": #"{"radius": {"value": "4px", "type": "borderRadius"}}"#,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(gray: "#ffffff", global: false)),
      head: .discovered(files(gray: "#fafafa", global: true)),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["valueChanged bg Theme=Light", "added radius -"], "\(rows)")
    #expect(report.modes.removed.isEmpty, "\(report.modes)")
  }
}
