import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The rename rules beyond Spectrum's uuid: `$extensions` ids, the configuration's map,
/// `$deprecated` hints, structure, and switching ids off.
@Suite struct RenameRuleTests {
  static func diff(_ base: String, _ head: String, options: RenameOptions = RenameOptions())
    -> [TokenChange]
  {
    ModalDiffer.diff(
      RevisionResolver.resolve(.test(["t.tokens.json": base]), policy: ResolutionPolicy()),
      RevisionResolver.resolve(.test(["t.tokens.json": head]), policy: ResolutionPolicy()),
      renames: options
    )
  }

  private func lines(_ changes: [TokenChange]) -> [String] {
    changes.map { change in
      "\(change.from.map { "\($0) → " } ?? "")\(change.token) \(change.kind.rawValue)"
    }
  }

  @Test func anExtensionsIdPairsTokensUnlessIdsAreIgnored() {
    let base = ##"""
      {"c": {"$type": "color",
        "red": {"$value": "#f00", "$extensions": {"com.figma": {"variableId": "VariableID:1:2"}}}}}
      """##
    let head = ##"""
      {"c": {"$type": "color",
        "danger": {"$value": "#f00", "$extensions": {"com.figma": {"variableId": "VariableID:1:2"}}}}}
      """##
    let changes = Self.diff(base, head)
    #expect(lines(changes) == ["c.red → c.danger renamed"])
    #expect(changes.first?.note == RenameRule.identity.rawValue)
    // Without ids, `c.red` and `c.danger` share one word of two: not similar enough.
    #expect(
      lines(Self.diff(base, head, options: RenameOptions(byIdentity: false)))
        == ["c.danger added", "c.red removed"]
    )
  }

  @Test func theConfiguredMapPairsTokens() {
    let base = ##"{"c": {"$type": "color", "red": {"$value": "#f00"}}}"##
    let head = ##"{"c": {"$type": "color", "danger": {"$value": "#e00"}}}"##
    let map = [TokenPath(dotted: "c.red"): TokenPath(dotted: "c.danger")]
    let changes = Self.diff(base, head, options: RenameOptions(map: map))
    #expect(lines(changes) == ["c.red → c.danger renamed", "c.danger value-changed"])
    #expect(changes.first?.note == RenameRule.map.rawValue)
  }

  @Test func aDeprecationNamingTheNewPathIsAHint() {
    let base = ##"""
      {"c": {"$type": "color", "red": {"$value": "#f00", "$deprecated": "Renamed to {c.danger}"}}}
      """##
    let head = ##"{"c": {"$type": "color", "danger": {"$value": "#d00"}}}"##
    let changes = Self.diff(base, head)
    #expect(changes.first?.kind == .renamed)
    #expect(changes.first?.note == RenameRule.hint.rawValue)
  }

  @Test func sameValueAndASimilarNameIsAStructuralRename() {
    let base =
      ##"{"space": {"$type": "dimension", "banner-gap": {"$value": "4px"}, "x": {"$value": "9px"}}}"##
    let head =
      ##"{"space": {"$type": "dimension", "gap": {"$value": "4px"}, "x": {"$value": "9px"}}}"##
    let changes = Self.diff(base, head)
    #expect(lines(changes) == ["space.banner-gap → space.gap renamed"])
    #expect(changes.first?.note == RenameRule.structural.rawValue)
    #expect(
      lines(Self.diff(base, head, options: RenameOptions(structural: false)))
        == ["space.banner-gap removed", "space.gap added"]
    )
  }

  @Test func aNamingMigrationPairsTheSameWordsSpelledDifferently() {
    // Two tokens share a value: the structural rule alone leaves both ambiguous.
    let base = ##"""
      {"color": {"$type": "color", "primaryText": {"$value": "#000"}, "secondaryText": {"$value": "#000"},
        "pageBg": {"$value": "#fff"}}}
      """##
    let head = ##"""
      {"color": {"$type": "color", "primary-text": {"$value": "#000"}, "secondary-text": {"$value": "#000"},
        "page-bg": {"$value": "#fafafa"}}}
      """##
    let changes = Self.diff(base, head)
    #expect(
      lines(changes) == [
        "color.pageBg → color.page-bg renamed", "color.page-bg value-changed",
        "color.primaryText → color.primary-text renamed",
        "color.secondaryText → color.secondary-text renamed",
      ]
    )
    #expect(changes.first?.note == RenameRule.spelling.rawValue)
    // Two removed tokens with the same words (or a different type) pair with nothing.
    let twice = ##"""
      {"color": {"$type": "color", "primaryText": {"$value": "#000"}, "primary_text": {"$value": "#000"}}}
      """##
    #expect(
      lines(Self.diff(twice, head)).filter { $0.contains("renamed") }.isEmpty,
      "\(lines(Self.diff(twice, head)))"
    )
    #expect(
      lines(Self.diff(base, head, options: RenameOptions(structural: false)))
        .filter { $0.contains("renamed") }.isEmpty
    )
  }

  /// A type on one side only, with the same value (matchbox's move from typed Theo files to
  /// untyped Style Dictionary JSON): still the same name spelled differently; with another
  /// value, or two different types, it is not.
  @Test func aTypeOnOneSideOnlyStillPairsTheSameValue() {
    let base = ##"""
      {"color-brand-orange": {"$type": "color", "$value": "#fA6423"},
       "color-brand-blue": {"$type": "color", "$value": "#37aadc"},
       "space-small": {"$type": "dimension", "$value": "4px"}}
      """##
    let head = ##"""
      {"color": {"brand": {"orange": {"$value": "#fa6423"}, "blue": {"$value": "#000000"}}},
       "space": {"small": {"$type": "number", "$value": 4}}}
      """##
    let renamed = lines(Self.diff(base, head)).filter { $0.contains("renamed") }
    #expect(renamed == ["color-brand-orange → color.brand.orange renamed"], "\(renamed)")
  }

  /// A palette renamed takes its aliases' names with it (aexae's comete: `slate` →
  /// `blue-grey`, and `background.accent.slate.bold: {slate.600}` with it).
  @Test func aliasesRenamedWithTheTokensTheyNameAreRenames() {
    let base = ##"""
      {"slate": {"$type": "color", "100": {"$value": "#eaedf4"}, "600": {"$value": "#455d84"}},
       "background": {"accent": {"slate": {"$type": "color",
         "bold": {"$value": "{slate.600}"}, "subtle": {"$value": "{slate.100}"}}}}}
      """##
    let head = base.replacing("slate", with: "blue-grey")
    let changes = Self.diff(base, head)
    #expect(
      lines(changes) == [
        "background.accent.slate.bold → background.accent.blue-grey.bold renamed",
        "background.accent.slate.subtle → background.accent.blue-grey.subtle renamed",
        "slate.100 → blue-grey.100 renamed", "slate.600 → blue-grey.600 renamed",
      ],
      "\(lines(changes))"
    )
    #expect(changes.first?.note == RenameRule.renamedTarget.rawValue)
  }

  /// Words written another way count as the same word: a plural, a word cut short
  /// (4amraziz's `sem.color` → `semantic.colors`).
  @Test func pluralsAndShortenedWordsAreTheSameWord() {
    let base = ##"""
      {"c": {"$type": "color", "blue": {"$value": "#00f"}, "red": {"$value": "#f00"}},
       "sem": {"color": {"$type": "color", "action": {"primary": {"$value": "{c.blue}"}},
         "tag": {"danger": {"$value": "{c.red}"}}}}}
      """##
    let head = base.replacing(#""sem": {"color""#, with: #""semantic": {"colors""#)
    #expect(
      lines(Self.diff(base, head)) == [
        "sem.color.action.primary → semantic.colors.action.primary renamed",
        "sem.color.tag.danger → semantic.colors.tag.danger renamed",
      ]
    )
    #expect(PathSimilarity.isVariant("sem", "semantic"))
    #expect(PathSimilarity.isVariant("color", "colors"))
    #expect(!PathSimilarity.isVariant("bg", "bgs"))
    #expect(!PathSimilarity.isVariant("red", "green"))
    // Other words that merely start alike (the review's cases), and numbers.
    #expect(!PathSimilarity.isVariant("tab", "table"))
    #expect(!PathSimilarity.isVariant("col", "color"))
    #expect(!PathSimilarity.isVariant("dark", "darker"))
    #expect(!PathSimilarity.isVariant("100", "1000"))
    let components = ##"""
      {"radius": {"$type": "dimension", "tab": {"$value": "4px"}},
       "gap": {"$type": "dimension", "col": {"$value": "16px"}}}
      """##
    let renamedComponents = components.replacing(#""tab""#, with: #""table""#)
      .replacing(#""col""#, with: #""color""#)
    #expect(
      lines(Self.diff(components, renamedComponents)).filter { $0.contains("renamed") }.isEmpty
    )
  }

  @Test func lowercasingThatDropsTheWordBreaksStillPairs() {
    // deven-org/boiler's casing migration: the words [content, col] became [contentcol].
    let base = ##"""
      {"cmp": {"$type": "dimension", "ContentCol": {"ItemSpacing": {"LG": {"$value": "8px"}, "SM": {"$value": "8px"}}}}}
      """##
    let head = ##"""
      {"cmp": {"$type": "dimension", "contentcol": {"itemspacing": {"lg": {"$value": "8px"}, "sm": {"$value": "4px"}}}}}
      """##
    #expect(
      lines(Self.diff(base, head)) == [
        "cmp.ContentCol.ItemSpacing.LG → cmp.contentcol.itemspacing.lg renamed",
        "cmp.ContentCol.ItemSpacing.SM → cmp.contentcol.itemspacing.sm renamed",
        "cmp.contentcol.itemspacing.sm value-changed",
      ]
    )
  }

  @Test func numbersKeepTheirSeparatorsAndSigns() {
    // `size.1.5` is not `size.15`, nor `space.-1` `space.1`: different tokens, not respellings.
    let base =
      ##"{"size": {"$type": "dimension", "1": {"5": {"$value": "6px"}}}, "space": {"$type": "dimension", "-1": {"$value": "-4px"}}}"##
    let head =
      ##"{"size": {"$type": "dimension", "15": {"$value": "60px"}}, "space": {"$type": "dimension", "1": {"$value": "4px"}}}"##
    #expect(lines(Self.diff(base, head)).filter { $0.contains("renamed") }.isEmpty)
  }

  @Test func anAliasThatFollowsItsTargetsRenameIsNoRetarget() {
    // ubie-oss/design-tokens: `{color.Ubie.Pink.500}` → `{color.ubie.pink.500}`.
    let base = ##"""
      {"color": {"$type": "color", "Ubie": {"Pink": {"500": {"$value": "#ff00aa"}}},
        "accent": {"$value": "{color.Ubie.Pink.500}"}}}
      """##
    let head = ##"""
      {"color": {"$type": "color", "ubie": {"pink": {"500": {"$value": "#ff00aa"}}},
        "accent": {"$value": "{color.ubie.pink.500}"}}}
      """##
    #expect(lines(Self.diff(base, head)) == ["color.Ubie.Pink.500 → color.ubie.pink.500 renamed"])
    // A value that changed too reaches the alias through the renamed token.
    let changed = Self.diff(base, head.replacingOccurrences(of: "#ff00aa", with: "#ff00bb"))
    #expect(
      lines(changed) == [
        "color.accent value-changed", "color.Ubie.Pink.500 → color.ubie.pink.500 renamed",
        "color.ubie.pink.500 value-changed",
      ]
    )
    #expect(changed.first?.via == TokenPath(dotted: "color.ubie.pink.500"))
  }

  @Test func anAliasFollowingASourceTokensRespellingIsNoRetarget() {
    // deven-org/boiler: `{core.dimensionPX.8}` → `{core.dimensionpx.8}`, in a `source` set the
    // diff does not report (so no rename of it is matched).
    func revision(defining groups: [String], target: String) -> RevisionSnapshot {
      let core = groups.map { ##""\##($0)": {"8": {"value": "8px", "type": "spacing"}}"## }
      return .discovered([
        "tokens/$themes.json":
          ##"[{"id": "1", "name": "Web", "selectedTokenSets": {"core": "source", "cmp": "enabled"}}]"##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "cmp"]}"##,
        "tokens/core.json": "{" + core.joined(separator: ", ") + "}",
        "tokens/cmp.json": ##"{"gap": {"value": "{\##(target).8}", "type": "spacing"}}"##,
      ])
    }
    let respelled = makeDiffReport(
      base: revision(defining: ["dimensionPX"], target: "dimensionPX"),
      head: revision(defining: ["dimensionpx"], target: "dimensionpx"),
      policy: ResolutionPolicy()
    )
    #expect(respelled.changes.isEmpty, "\(lines(respelled.changes))")
    // Both spellings in both revisions: pointing at the other one is a retarget.
    let both = ["dimensionPX", "dimensionpx"]
    let retargeted = makeDiffReport(
      base: revision(defining: both, target: "dimensionPX"),
      head: revision(defining: both, target: "dimensionpx"),
      policy: ResolutionPolicy()
    )
    #expect(lines(retargeted.changes) == ["gap alias-retargeted"])
  }

  @Test func aliasesPairByTheirTargetAndADifferentTypeNeverPairs() {
    let base = ##"""
      {"raw": {"$type": "dimension", "a": {"$value": "4px"}},
       "button": {"gap-small": {"$value": "{raw.a}"}}}
      """##
    let head = ##"""
      {"raw": {"$type": "dimension", "a": {"$value": "4px"}},
       "button": {"gap-small-x": {"$value": "{raw.a}"}, "gap-smaller": {"$type": "number", "$value": 4}}}
      """##
    let changes = Self.diff(base, head)
    #expect(lines(changes).first == "button.gap-small → button.gap-small-x renamed")
    // Two aliases pair by their target, whatever their values: the note says so.
    #expect(changes.first?.note == RenameRule.structuralAlias.rawValue)
  }

  @Test func anAmbiguousMatchStaysRemovedAndAddedWithANote() {
    let base = ##"{"space": {"$type": "dimension", "gap": {"$value": "4px"}}}"##
    let head = ##"""
      {"space": {"$type": "dimension", "gap-x": {"$value": "4px"}, "gap-y": {"$value": "4px"}}}
      """##
    let changes = Self.diff(base, head)
    #expect(lines(changes) == ["space.gap removed", "space.gap-x added", "space.gap-y added"])
    #expect(changes.first?.note?.contains("space.gap-x, space.gap-y") == true)
    #expect(changes.first?.note?.contains("ambiguous") == true)
  }

  /// bitkey: a group renamed whose light and dark leaves hold the same colour; each leaf keeps
  /// its mode's name. Where the last segments do not tell them apart, they stay ambiguous.
  @Test func candidatesOfEqualValueKeepTheirLastSegment() {
    let base = ##"""
      {"color": {"$type": "color", "primary": {"light": {"$value": "#008096"}, "dark": {"$value": "#008096"}}}}
      """##
    let head = ##"""
      {"color": {"$type": "color", "brandPrimary": {"light": {"$value": "#008096"}, "dark": {"$value": "#008096"}}}}
      """##
    #expect(
      lines(Self.diff(base, head)) == [
        "color.primary.dark → color.brandPrimary.dark renamed",
        "color.primary.light → color.brandPrimary.light renamed",
      ]
    )
    let twoOfOneName = ##"""
      {"color": {"$type": "color", "brandPrimary": {"light": {"$value": "#008096"}}, "brandPrimaryAlt": {"light": {"$value": "#008096"}}}}
      """##
    #expect(
      lines(Self.diff(base, twoOfOneName)).sorted() == [
        "color.brandPrimary.light added", "color.brandPrimaryAlt.light added",
        "color.primary.dark removed", "color.primary.light removed",
      ]
    )
  }

  @Test func differentValuesNeverPairStructurally() {
    let base = ##"{"space": {"$type": "dimension", "banner-gap": {"$value": "4px"}}}"##
    let head = ##"{"space": {"$type": "dimension", "gap": {"$value": "5px"}}}"##
    #expect(lines(Self.diff(base, head)) == ["space.banner-gap removed", "space.gap added"])
  }

  @Test func aTypoFixedInNamesIsRenames() {
    let base =
      ##"{"fuschia-light": {"$type": "color", "$value": "#f5b8e8"}, "fuschia-dark": {"$type": "color", "$value": "#8a1f74"}}"##
    let head =
      ##"{"fuchsia-light": {"$type": "color", "$value": "#f5b8e8"}, "fuchsia-dark": {"$type": "color", "$value": "#8a1f74"}}"##
    #expect(
      lines(Self.diff(base, head)).sorted() == [
        "fuschia-dark → fuchsia-dark renamed", "fuschia-light → fuchsia-light renamed",
      ]
    )
  }

  @Test func pathSimilarity() {
    func similar(_ a: String, _ b: String) -> Bool {
      PathSimilarity.isSimilar(
        PathSimilarity.words(TokenPath(dotted: a)),
        PathSimilarity.words(TokenPath(dotted: b))
      )
    }
    #expect(similar("banner-gap-horizontal", "gap-horizontal"))
    #expect(similar("tree-view-edge-to-drag-handle", "tree-view-edge-to-drag-handle-icon"))
    #expect(similar("button.text", "button.label-text"))
    #expect(similar("color.brandBlue", "color.brand-blue"))
    #expect(!similar("color.red", "color.blue"))
    #expect(!similar("color.red", "size.small"))
    // A rename keeps the colour scheme (style-dictionary-dlite: winter's dark and jungle's light).
    #expect(
      !similar(
        "brand.themes.winter.modes.dark.color.action-secondary",
        "brand.themes.jungle.modes.light.color.action-primary"
      )
    )
    #expect(similar("color.primary.light", "color.brandPrimary.light"))
    #expect(similar("surface.dark", "surface-raised.dark"))
    // A path may name two schemes (text on dark in the light theme): sharing one is enough.
    #expect(similar("theme.light.text.on-dark", "theme.light.text.inverse"))
    // A typo's fix moves letters about (opentable: `fuschia` → `fuchsia`).
    #expect(similar("fuschia-lightest", "fuchsia-lightest"))
    #expect(!similar("fuschia-lightest", "aichsuf-lightest"))
    #expect(PathSimilarity.isTransposed("fuschia", "fuchsia"))
    #expect(!PathSimilarity.isTransposed("abc", "bac"))
    #expect(!PathSimilarity.isTransposed("ring", "grin"))
    #expect(!PathSimilarity.isTransposed("gray", "grey"))
    #expect(!PathSimilarity.isTransposed("fuschia", "fuschia"))
  }

  /// The byte reading of ASCII segments splits them as the character reading does, on edges
  /// (case changes after digits, runs of capitals, separators in a row, CR LF) and on random
  /// text from an alphabet full of them.
  @Test(arguments: [
    "brandBlue", "HTMLColor", "size2Xl", "x--y__z", " lead/trail ", "a\r\nB", "", "ABC", "aB1cD",
  ])
  func asciiWordsAreTheCharacterWords(_ segment: String) {
    var bytes: [String] = []
    var characters: [String] = []
    PathSimilarity.asciiWords(segment, into: &bytes)
    PathSimilarity.characterWords(segment, into: &characters)
    #expect(bytes == characters)
  }

  @Test func asciiWordsAreTheCharacterWordsOnRandomText() {
    let alphabet = Array("aZz09-_/ \r\nQm")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<12, using: &generator)
      let segment = String(
        (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
      )
      var bytes: [String] = []
      var characters: [String] = []
      PathSimilarity.asciiWords(segment, into: &bytes)
      PathSimilarity.characterWords(segment, into: &characters)
      #expect(bytes == characters, "\(segment.debugDescription)")
    }
  }
}
