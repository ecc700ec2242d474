import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Tokens Studio's `source` sets resolve references but are not reported themselves.
@Suite struct TokensStudioSourceSetTests {
  static func files(base: String) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
       {"name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}]
      """,
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "theme/light", "theme/dark"]}"##,
      "tokens/core.json": """
      {"space": {"base": {"value": "\(base)", "type": "spacing"}}}
      """,
      "tokens/theme/light.json": ##"{"gap": {"value": "{space.base} * 2", "type": "spacing"}}"##,
      "tokens/theme/dark.json": ##"{"gap": {"value": "{space.base} * 2", "type": "spacing"}}"##,
    ]
  }

  @Test func aSourceSetIsUsedButNotReported() {
    let report = makeDiffReport(
      base: .test(Self.files(base: "4px")),
      head: .test(Self.files(base: "6px")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["gap"])
    #expect(report.changes.first?.after?.value?.text == "12px")
    #expect(report.changes.first?.via?.description == "space.base")
    #expect(report.tokenCounts.head == 1)
  }

  /// rijkshuisstijl's shape with sd-transforms: a build script hands the themes to Style
  /// Dictionary through `permutateThemes`, which lists `source` sets with the enabled ones, and
  /// Style Dictionary writes every token of its sources. The source set's change and removal
  /// are reported; without such a script they stay the plugin's references only.
  @Test func aBuildThatPermutatesThemesOutputsItsSourceSets() {
    let script = """
      import StyleDictionary from 'style-dictionary';
      import { register, permutateThemes } from '@tokens-studio/sd-transforms';
      for (const [name, sets] of Object.entries(permutateThemes(themes))) {
        new StyleDictionary({ source: sets.map((s) => `tokens/${s}.json`) }).buildAllPlatforms();
      }
      """
    func files(base: String, script: String?) -> [String: String] {
      var files = Self.files(base: base)
      files["package.json"] = ##"{"devDependencies": {"@tokens-studio/sd-transforms": "^2.0.0"}}"##
      files["build-tokens.mjs"] = script
      return files
    }
    let built = makeDiffReport(
      base: .discovered(files(base: "4px", script: script)),
      head: .discovered(files(base: "6px", script: script)),
      policy: ResolutionPolicy()
    )
    #expect(
      built.changes.map(\.token.description).sorted() == ["gap", "space.base"],
      "\(built.changes.map(\.token.description))"
    )
    #expect(built.tokenCounts.head == 2)
    let plain = makeDiffReport(
      base: .discovered(files(base: "4px", script: nil)),
      head: .discovered(files(base: "6px", script: nil)),
      policy: ResolutionPolicy()
    )
    #expect(plain.changes.map(\.token.description) == ["gap"])
    // boiler's shape: the script's files write only some categories (`filter:`).
    let filtering = script.replacingOccurrences(
      of: "source: sets",
      with: "filter: (token) => token.attributes.category === 'sem', source: sets"
    )
    let filtered = makeDiffReport(
      base: .discovered(files(base: "4px", script: filtering)),
      head: .discovered(files(base: "6px", script: filtering)),
      policy: ResolutionPolicy()
    )
    #expect(filtered.changes.map(\.token.description) == ["gap"])
  }

  /// One theme outputs a set the other only reads from: a token added to both sets is news in
  /// the theme that outputs it, whatever the other theme's `source` copy holds (here a value no
  /// build could read, which is reported in that theme).
  static func addedBesideASourceCopy(head: Bool) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "1", "name": "light", "selectedTokenSets": {"core": "source", "light": "enabled"}},
       {"id": "2", "name": "cot", "selectedTokenSets": {"core": "source", "cot": "source"}}]
      """,
      "tokens/core.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
      "tokens/light.json": head
        ? ##"{"bg": {"value": "{white}", "type": "color"}, "card": {"value": "{bg}", "type": "color"}}"##
        : ##"{"bg": {"value": "{white}", "type": "color"}}"##,
      "tokens/cot.json": head
        ? ##"{"bg": {"value": "{white}", "type": "color"}, "card": {"value": "#rgba(1,2,3,0)", "type": "color"}}"##
        : ##"{"bg": {"value": "{white}", "type": "color"}}"##,
    ]
  }

  @Test func aTokenAddedToAnOutputSetIsReportedBesideASourceCopy() {
    let report = makeDiffReport(
      base: .discovered(Self.addedBesideASourceCopy(head: false)),
      head: .discovered(Self.addedBesideASourceCopy(head: true)),
      policy: ResolutionPolicy()
    )
    let added = report.changes.filter { $0.kind == .added }
    #expect(added.map(\.token.description) == ["card"])
    #expect(added.first?.after?.value?.text == "#ffffff")
    #expect(added.first?.location.file == "tokens/light.json")
    // The source copy is no token of the `cot` theme: nothing is reported there.
    #expect(!report.changes.contains { $0.mode?.contains("cot") == true })
    #expect(
      report.findings.contains {
        $0.finding.kind == .invalidValue && $0.finding.location?.file == "tokens/cot.json"
      }
    )
  }
}

/// A token added to one theme's set alone is added in that theme, not in every one.
@Suite struct TokensStudioAddedInOneThemeTests {
  static func files(adding: Bool) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "1", "name": "light", "selectedTokenSets": {"core": "enabled", "day": "enabled"}},
       {"id": "2", "name": "dark", "selectedTokenSets": {"core": "enabled", "night": "enabled"}}]
      """,
      "tokens/core.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "tokens/day.json": ##"{"text": {"value": "#111111", "type": "color"}}"##,
      "tokens/night.json": adding
        ? ##"{"text": {"value": "#eeeeee", "type": "color"}, "highlight": {"value": "#ffd24a", "type": "color"}}"##
        : ##"{"text": {"value": "#eeeeee", "type": "color"}}"##,
    ]
  }

  @Test func anAdditionToTheDarkSetAloneSaysDark() {
    let report = makeDiffReport(
      base: .discovered(Self.files(adding: false)),
      head: .discovered(Self.files(adding: true)),
      policy: ResolutionPolicy()
    )
    let added = report.changes.filter { $0.kind == .added }
    #expect(added.map(\.token.description) == ["highlight"])
    #expect(added.first?.mode == "theme=dark", "\(added.map(\.mode))")
    #expect(added.first?.after?.value?.text == "#ffd24a")
  }
}

/// A token removed from both themes' sets, whose light and dark values differed, is one removal
/// that shows both.
@Suite struct TokensStudioRemovedByThemeTests {
  @Test func aRemovalWhoseValueDifferedByThemeShowsEachValue() {
    var head = TokensStudioAddedInOneThemeTests.files(adding: false)
    head["tokens/day.json"] = ##"{"other": {"value": "#111111", "type": "color"}}"##
    head["tokens/night.json"] = ##"{"other": {"value": "#111111", "type": "color"}}"##
    let report = makeDiffReport(
      base: .discovered(TokensStudioAddedInOneThemeTests.files(adding: false)),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    let removed = report.changes.filter { $0.kind == .removed }
    #expect(removed.count == 1, "\(removed)")
    #expect(removed.first?.mode == nil)
    #expect(removed.first?.note == "values by mode: theme=light #111111; theme=dark #eeeeee")
  }
}

/// A set made in Tokens Studio and not filled yet (`{}`) is a note, not a broken reference.
@Suite struct TokensStudioEmptySetTests {
  @Test func anEmptySetIsANote() {
    let files = [
      "tokens/$themes.json": """
      [{"id": "1", "name": "light", "selectedTokenSets": {"core": "enabled", "widgets": "enabled"}}]
      """,
      "tokens/core.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "tokens/widgets.json": "{}",
    ]
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    let about = report.findings.map(\.finding).filter { $0.message.contains("widgets.json") }
    #expect(about.map(\.severity) == [.note], "\(about.map(\.message))")
    #expect(about.first?.kind == .skippedFile)
    #expect(!report.findings.contains { $0.finding.kind == .brokenReference })
  }
}

@Suite struct TokensStudioShadowTests {
  @Test func aBoxShadowEqualsTheSameDTCGShadow() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"studio": {"$type": "boxShadow", "$value": {"x": "0px", "y": "2px", "blur": "4px", "spread": "0px", "color": "#000000", "type": "innerShadow"}},
       "dtcg": {"$type": "shadow", "$value": {"offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px", "color": "#000000", "inset": true}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("studio")?.value != nil)
    #expect(set.token("studio")?.value == set.token("dtcg")?.value)
    #expect(set.token("studio")?.type == .shadow)
  }
}

/// A set `$metadata.json` lists that no theme uses (a draft) is not built: it is checked (what
/// breaks in it is a warning) but not diffed, and its copies of tokens the themes build are not
/// tokens of their own.
@Suite struct TokensStudioDraftSetTests {
  static func files(draft: String?, core: String? = nil) -> [String: String] {
    var files = [
      "$themes.json": ##"[{"id": "1", "name": "t", "selectedTokenSets": {"core": "enabled"}}]"##,
      "$metadata.json": draft != nil
        ? ##"{"tokenSetOrder": ["core", "draft"]}"## : ##"{"tokenSetOrder": ["core"]}"##,
      "core.json": core
        ?? ##"{"x": {"$type": "color", "$value": "#ff0000"}, "y": {"$type": "color", "$value": "{x}"}}"##,
    ]
    files["draft.json"] = draft
    return files
  }

  static let draft =
    ##"{"x": {"$type": "color", "$value": "#00ff00"}, "z": {"$type": "color", "$value": "{x}"}}"##

  @Test func deletingADraftChangesNothingAConsumerSees() {
    let report = makeDiffReport(
      base: .discovered(Self.files(draft: Self.draft)),
      head: .discovered(Self.files(draft: nil)),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    // `x` and `y`: the draft's `z` is not output, and its `x` is core's.
    #expect(report.tokenCounts.base == 2)
  }

  /// iwm-tokens: a theme enables only its semantic set, and the primitives it names are a set
  /// no theme uses. The reference is broken as Tokens Studio resolves it, and the finding says
  /// where the token is and what to do, where it said only "does not exist".
  @Test func aReferenceToASetNoThemeUsesSaysWhereTheTokenIs() {
    let files = [
      "tokens/$themes.json":
        #"[{"id": "1", "name": "A", "selectedTokenSets": {"A_semantics": "enabled"}}]"#,
      "tokens/$metadata.json": #"{"tokenSetOrder": ["primitives", "A_semantics"]}"#,
      "tokens/primitives.json": ##"{"Amber": {"500": {"$type": "color", "$value": "#ffb300"}}}"##,
      "tokens/A_semantics.json":
        ##"{"Brand": {"Primary": {"$type": "color", "$value": "{Amber.500}"}}}"##,
    ]
    let check = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    let broken = check.findings.map(\.finding).filter { $0.kind == .brokenReference }
    #expect(broken.count == 1, "\(check.findings.map(\.finding.message))")
    #expect(
      broken.first?.message.contains(
        "it is defined in 'tokens/primitives.json', a set no theme uses: add that set to the theme"
      ) == true,
      "\(broken.map(\.message))"
    )
    // `tokendiff sets` counts the theme's one token as output, as `check` does (staf: 712
    // against 543, the tokens of sets no theme uses counted).
    let snapshot = RevisionSnapshot.discovered(files)
    let listing = TokenSetListing.make(
      snapshot: snapshot,
      unread: [],
      tokens: TokenParser.parse(snapshot).tokens,
      resolved: RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    )
    #expect(listing.sets.map(\.output) == [1], "\(listing.sets)")
    // The draft deleted: the same broken reference, no longer explained, is not new.
    var head = files
    head["tokens/primitives.json"] = nil
    let report = makeDiffReport(
      base: .discovered(files),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    let headBroken = report.headFindings.filter { $0.finding.kind == .brokenReference }
    #expect(headBroken.map(\.isNew) == [false], "\(report.findings.map(\.finding.message))")
  }

  @Test func editingADraftChangesNothingAConsumerSees() {
    let edited =
      ##"{"z": {"$type": "color", "$value": "#0000ff"}, "w": {"$type": "color", "$value": "{x}"}}"##
    let report = makeDiffReport(
      base: .discovered(Self.files(draft: Self.draft)),
      head: .discovered(Self.files(draft: edited)),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    // Said, not silent: a note names the draft, and says the same of it in both revisions
    // (an edit to the draft is no news of its own).
    let notes = report.headFindings.filter { $0.finding.kind == .skippedFile }
    #expect(notes.map(\.finding.location?.file) == ["draft.json"])
    #expect(notes.first?.finding.message.contains("no theme reads its tokens") == true)
    #expect(notes.map(\.finding.severity) == [.note])
    #expect(notes.map(\.isNew) == [false])
  }

  /// Without a `$metadata.json` every file of the project is a set: one dropped from every
  /// theme is no longer output (a removal), not a token of the plain set compared with the
  /// themes' (digdir: 79 false additions).
  @Test func aSetDroppedFromEveryThemeIsNoLongerOutput() {
    func files(extra: Bool) -> [String: String] {
      let light = extra ? #", "light/extra": "enabled""# : ""
      let dark = extra ? #", "dark/extra": "enabled""# : ""
      return [
        "tokens/$themes.json":
          #"[{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"light/base": "enabled""#
          + light
          + #"}}, {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark/base": "enabled""#
          + dark + "}}]",
        "tokens/light/base.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
        "tokens/dark/base.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
        "tokens/light/extra.json": ##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##,
        "tokens/dark/extra.json": ##"{"accent": {"$type": "color", "$value": "#880000"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(extra: true)),
      head: .discovered(files(extra: false)),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.kind) \($0.token)" } == ["removed accent"],
      "\(report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" })"
    )
  }

  /// A token deleted from the themed sets is removed, although a draft keeps a copy of it (one
  /// whose alias no longer resolves): not broken, and not "now only in a source set".
  @Test func aTokenDeletedFromTheThemedSetsIsRemovedWhateverADraftKeeps() {
    let copy = ##"{"y": {"$type": "color", "$value": "{gone}"}}"##
    let report = makeDiffReport(
      base: .discovered(Self.files(draft: copy)),
      head: .discovered(
        Self.files(draft: copy, core: ##"{"x": {"$type": "color", "$value": "#ff0000"}}"##)
      ),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["y"])
    #expect(report.changes.first?.kind == .removed)
    #expect(report.changes.first?.note == nil)
    // The draft's copy is broken, and said to be a warning in a set no build reads.
    let broken = report.headFindings.map(\.finding).filter { $0.kind == .brokenReference }
    #expect(broken.map(\.severity) == [.warning])
    #expect(broken.first?.location?.file == "draft.json")
  }

  /// Supabase's shape: a draft refers to tokens that only a later theme's sets define. A draft
  /// belongs to no theme, so a reference any theme can resolve is not broken, whatever the
  /// themes' order; one no theme can resolve is.
  @Test func aDraftsReferencesReadEveryTheme() {
    func files(_ themes: [String]) -> [String: String] {
      [
        "$themes.json": "[" + themes.joined(separator: ",") + "]",
        "$metadata.json": ##"{"tokenSetOrder": ["extra", "core", "brand", "draft"]}"##,
        "extra.json": ##"{"n": {"value": "1", "type": "other"}}"##,
        "core.json": ##"{"core": {"blue": {"value": "#2040c0", "type": "color"}}}"##,
        "brand.json": ##"{"brand": {"fg": {"value": "{core.blue}", "type": "color"}}}"##,
        "draft.json": """
        {"wip": {"a": {"value": "{core.blue}", "type": "color"},
                 "b": {"value": "{brand.fg}", "type": "color"},
                 "c": {"value": "{gone.x}", "type": "color"}}}
        """,
      ]
    }
    let alpha = ##"{"id": "1", "name": "alpha", "selectedTokenSets": {"extra": "source"}}"##
    let beta =
      ##"{"id": "2", "name": "beta", "selectedTokenSets": {"core": "source", "brand": "enabled"}}"##
    for themes in [[alpha, beta], [beta, alpha]] {
      let report = makeCheckReport(.discovered(files(themes)), policy: ResolutionPolicy())
      let broken = report.findings.map(\.finding).filter { $0.kind == .brokenReference }
      #expect(broken.map(\.token?.description) == ["wip.c"], "\(broken.map(\.message))")
      #expect(broken.map(\.severity) == [.warning])
    }
  }

  /// Comete's shape: a file in the project's folder that neither a theme nor the metadata names
  /// was added beside the project for a build of its own (one that globs the folder): its
  /// changes are reported, where a set the project lists and no theme uses is not diffed.
  @Test func aFileTheProjectDoesNotListIsDiffed() {
    func files(_ low: String) -> [String: String] {
      var files = Self.files(draft: nil)
      files["shadow/tokens.json"] = ##"{"elev": {"$type": "dimension", "$value": "\##(low)"}}"##
      return files
    }
    let report = makeDiffReport(
      base: .discovered(files("2px")),
      head: .discovered(files("4px")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["elev"], "\(report.changes)")
    #expect(report.changes.first?.kind == .valueChanged)
  }

  /// Belfius' and digdir's shape: a file the metadata does not list, in a folder of listed
  /// sets (`alias/light.json` beside the themed `alias/colorLight.json`; a removed theme's
  /// `colors/light/theme2.json` left beside `theme1.json`), is a set no theme uses: a note,
  /// and its changes (or its being added) are not reported as output.
  @Test func aFileInAFolderOfListedSetsIsASetNoThemeUses() {
    func files(orphan: String?) -> [String: String] {
      var files = [
        "$themes.json": ##"""
        [{"id": "1", "name": "lightMode", "group": "alias", "selectedTokenSets": {"core": "source", "alias/colorLight": "enabled"}},
         {"id": "2", "name": "darkMode", "group": "alias", "selectedTokenSets": {"core": "source", "alias/colorDark": "enabled"}}]
        """##,
        "$metadata.json": ##"{"tokenSetOrder": ["core", "alias/colorLight", "alias/colorDark"]}"##,
        "core.json":
          ##"{"white": {"$type": "color", "$value": "#ffffff"}, "grey": {"$type": "color", "$value": "#1c2429"}}"##,
        "alias/colorLight.json": ##"{"bg": {"$type": "color", "$value": "{white}"}}"##,
        "alias/colorDark.json": ##"{"bg": {"$type": "color", "$value": "{grey}"}}"##,
      ]
      files["alias/light.json"] = orphan
      return files
    }
    let orphan = ##"{"background": {"base": {"$type": "color", "$value": "{white}"}}}"##
    let report = makeDiffReport(
      base: .discovered(files(orphan: nil)),
      head: .discovered(files(orphan: orphan)),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    let notes = report.headFindings.filter { $0.finding.kind == .skippedFile }
    #expect(notes.map(\.finding.location?.file) == ["alias/light.json"])
  }

  /// VeselinB's shape: the set `primitives` renamed into a folder (`primitives/all`), its old
  /// file `primitives.json` left beside it, listed nowhere: the set it was, now in no theme (a
  /// note), and an edit to it changes nothing a consumer sees.
  @Test func aFileNamedLikeAFolderOfListedSetsIsTheSetTheyReplaced() {
    func files(_ legacy: String) -> [String: String] {
      [
        "tokens/$themes.json": ##"""
        [{"id": "p", "name": "all", "group": "primitives", "selectedTokenSets": {"primitives/all": "enabled"}},
         {"id": "l", "name": "light", "group": "theme", "selectedTokenSets": {"theme/light": "enabled"}}]
        """##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["primitives/all", "theme/light"]}"##,
        "tokens/primitives/all.json": ##"{"blue": {"$type": "color", "$value": "#0000ff"}}"##,
        "tokens/theme/light.json": ##"{"bg": {"$type": "color", "$value": "{blue}"}}"##,
        "tokens/primitives.json":
          ##"{"blue": {"$type": "color", "$value": "#0000ee"}, "legacy": {"$type": "color", "$value": "\##(legacy)"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files("#123456")),
      head: .discovered(files("#654321")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    let notes = report.headFindings.filter { $0.finding.kind == .skippedFile }
    #expect(notes.map(\.finding.location?.file) == ["tokens/primitives.json"])
  }

  /// Github-Sync's shape: a file at the top of the folder, beside the project's listed sets
  /// there, that no theme uses is a set no theme uses whether `$metadata.json` lists it or
  /// not: listing it changes nothing a consumer sees (it removed its 340 tokens).
  @Test func aFileBesideListedSetsAtTheTopIsASetNoThemeUses() {
    func files(listed: Bool) -> [String: String] {
      [
        "$themes.json": ##"""
        [{"id": "l", "name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
         {"id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
        """##,
        "$metadata.json": listed
          ? ##"{"tokenSetOrder": ["core", "light", "dark", "scratch"]}"##
          : ##"{"tokenSetOrder": ["core", "light", "dark"]}"##,
        "core.json": ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##,
        "light.json": ##"{"bg": {"value": "{color.red}", "type": "color"}}"##,
        "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
        "scratch.json": ##"{"unused": {"a": {"value": "#123456", "type": "color"}}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(listed: false)),
      head: .discovered(files(listed: true)),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    // `bg` (`color.red` is a source set's): the unused file's token is output in neither
    // revision.
    #expect(report.tokenCounts.base == 1 && report.tokenCounts.head == 1, "\(report.tokenCounts)")
    // Without themes (`[]`, dt-stacker's project), every set of the folder is read, listed or
    // not: an edit to the unlisted file is a change.
    func themeless(_ value: String) -> [String: String] {
      var files = files(listed: false)
      files["$themes.json"] = "[]"
      files["scratch.json"] = ##"{"unused": {"a": {"value": "\##(value)", "type": "color"}}}"##
      return files
    }
    let edited = makeDiffReport(
      base: .discovered(themeless("#123456")),
      head: .discovered(themeless("#654321")),
      policy: ResolutionPolicy()
    )
    #expect(edited.changes.map(\.token.description) == ["unused.a"], "\(edited.changes)")
  }

  /// Policies check what the themes build, whether a draft (which reads the themed sets'
  /// files) is beside them or not; in the draft, what they find is a warning.
  @Test func policiesCheckTheThemedSetsBesideADraftButNotTheDraft() {
    let report = makeCheckReport(
      .discovered(
        Self.files(
          draft: ##"{"z": {"$type": "color", "$value": "#ff000000"}}"##,
          core: ##"{"x": {"$type": "color", "$value": "#ff000000"}}"##
        )
      ),
      policy: ResolutionPolicy()
    )
    let forbidden = report.findings.map(\.finding).filter { $0.kind == .forbiddenValue }
    #expect(forbidden.map(\.token?.description) == ["x", "z"], "\(report.findings)")
    #expect(forbidden.map(\.severity) == [.error, .warning])
    #expect(
      forbidden.last?.message.hasSuffix("(in a set no theme uses, which no build reads)") == true
    )
  }

  /// Workday's shape: a token one theme of a group outputs, beside a draft that resolves
  /// against the first theme's sets. `explain` gives the themed set's modes and values, not the
  /// draft's copy (no modes) nor a value in the theme that has no such token.
  @Test func explainGivesTheThemesThatOutputAToken() throws {
    let files = [
      "$themes.json": """
      [{"id": "1", "name": "Canvas", "group": "System", "selectedTokenSets": {"canvas": "enabled"}},
       {"id": "2", "name": "Branded", "group": "System", "selectedTokenSets": {"branded": "enabled"}}]
      """,
      "$metadata.json": ##"{"tokenSetOrder": ["canvas", "branded", "draft"]}"##,
      "canvas.json": ##"{"mixin": {"$type": "color", "$value": "#000000"}}"##,
      "branded.json": ##"{"brand": {"$type": "color", "$value": "#ff0000"}}"##,
      "draft.json": ##"{"old": {"$type": "color", "$value": "{mixin}"}}"##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    let mixin = try #require(TokenExplanation.explain(TokenPath(dotted: "mixin"), in: revision))
    #expect(mixin.modes.map(\.mode) == ["System=Canvas"], "\(mixin.modes.map(\.mode))")
    #expect(mixin.notOutput == nil)
  }

  @Test func explainSaysADraftTokenIsNotOutput() throws {
    let revision = RevisionResolver.resolve(
      .discovered(Self.files(draft: Self.draft)),
      policy: ResolutionPolicy()
    )
    let draft = try #require(TokenExplanation.explain(TokenPath(dotted: "z"), in: revision))
    #expect(draft.notOutput?.contains("no theme uses") == true)
    let built = try #require(TokenExplanation.explain(TokenPath(dotted: "y"), in: revision))
    #expect(built.notOutput == nil)
  }
}

/// Spectrum's shape: a theme listed twice in its group, the second entry adding a set (the
/// opacity sets of light, dark and wireframe). It is one theme that reads both entries' sets.
@Suite struct TokensStudioThemeListedTwiceTests {
  static func files(lightOpacity: String) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "1", "name": "light", "group": "scheme", "selectedTokenSets": {"light": "enabled"}},
       {"id": "2", "name": "dark", "group": "scheme", "selectedTokenSets": {"dark": "enabled"}},
       {"id": "3", "name": "light", "group": "scheme", "selectedTokenSets": {"opacity/light": "enabled"}},
       {"id": "4", "name": "dark", "group": "scheme", "selectedTokenSets": {"opacity/dark": "enabled"}}]
      """,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["light", "dark", "opacity/light", "opacity/dark"]}"##,
      "tokens/light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "tokens/dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
      "tokens/opacity/light.json":
        ##"{"scrim": {"value": "\##(lightOpacity)", "type": "opacity"}}"##,
      "tokens/opacity/dark.json": ##"{"scrim": {"value": "0.6", "type": "opacity"}}"##,
    ]
  }

  @Test func aChangeToTheSecondEntrysSetIsAChangeInThatTheme() {
    let report = makeDiffReport(
      base: .discovered(Self.files(lightOpacity: "0.4")),
      head: .discovered(Self.files(lightOpacity: "0.5")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["scrim"])
    #expect(report.changes.first?.mode == "scheme=light", "\(report.changes)")
    // Two tokens, each in both themes; not a draft copy per file.
    #expect(report.tokenCounts.head == 2)
    #expect(report.modes.head == ["scheme=dark", "scheme=light"])
    let notes = report.headFindings.map(\.finding).filter { $0.kind == .duplicateKey }
    #expect(notes.map(\.severity) == [.note, .note])
  }
}

/// Supabase's shape: a theme that only reads a `source` set comes first, and another theme's
/// enabled set redefines one of its tokens with the same value. That theme outputs the token:
/// it is counted, and deleting it from the enabled set is a removal there.
@Suite struct TokensStudioSameValueAsASourceTests {
  static func files(lightGap: Bool) -> [String: String] {
    [
      "$themes.json": """
      [{"id": "d", "name": "dark", "selectedTokenSets": {"core": "source"}},
       {"id": "l", "name": "light", "selectedTokenSets": {"core": "source", "light": "enabled"}}]
      """,
      "$metadata.json": ##"{"tokenSetOrder": ["core", "light"]}"##,
      "core.json":
        ##"{"gap": {"value": "4", "type": "spacing"}, "pad": {"value": "8", "type": "spacing"}}"##,
      "light.json": lightGap
        ? ##"{"gap": {"value": "4", "type": "spacing"}, "pad": {"value": "6", "type": "spacing"}}"##
        : ##"{"pad": {"value": "6", "type": "spacing"}}"##,
    ]
  }

  @Test func aTokenAnEnabledSetRedefinesAlikeIsOutput() {
    let report = makeDiffReport(
      base: .discovered(Self.files(lightGap: true)),
      head: .discovered(Self.files(lightGap: false)),
      policy: ResolutionPolicy()
    )
    #expect(report.tokenCounts.base == 2)
    #expect(report.changes.map(\.token.description) == ["gap"], "\(report.changes)")
    #expect(report.changes.first?.kind == .removed)
    #expect(report.changes.first?.mode == "theme=light")
  }

  /// PhonePe LEGO's shape: an invalid shadow in a `source` set that no output token reads is a
  /// warning (its build writes nothing it could break); one an output token reads stays an error.
  @Test func aSourceSetsProblemNothingOutputReadsIsAWarning() {
    func revision(readingTheShadow: Bool) -> RevisionSnapshot {
      let output = readingTheShadow ? "{elevation.card}" : "{gray.ink}"
      let type = readingTheShadow ? "boxShadow" : "color"
      return .test([
        "tokens/$themes.json":
          ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "semantic": "enabled"}}]"##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "semantic"]}"##,
        "tokens/core.json": ##"""
        {"gray": {"ink": {"value": "#101010", "type": "color"}},
         "elevation": {"card": {"value": {"x": "0", "y": "1", "blur": "2", "spread": "0",
           "color": "{gray.ink} rgba(0,0,0,0.08)", "type": "dropShadow"}, "type": "boxShadow"}}}
        """##,
        "tokens/semantic.json": ##"{"surface": {"value": "\##(output)", "type": "\##(type)"}}"##,
      ])
    }
    let unread = makeCheckReport(revision(readingTheShadow: false), policy: ResolutionPolicy())
    let shadow = unread.findings.map(\.finding).filter { $0.token?.description == "elevation.card" }
    #expect(!shadow.isEmpty, "\(unread.findings.map(\.finding))")
    #expect(shadow.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("reads it)") })
    let read = makeCheckReport(revision(readingTheShadow: true), policy: ResolutionPolicy())
    #expect(
      read.findings.map(\.finding).contains {
        $0.token?.description == "elevation.card" && $0.severity == .error
      },
      "\(read.findings.map(\.finding))"
    )
  }
}

/// boiler's shape: hues and saturations typed `color` in a `source` set, written into
/// `hsla({hue}, {sat}%, 50%, 1)` by output colours. The colours resolve; the hues' invalid
/// values break nothing the build writes, so they stay warnings.
@Suite struct TokensStudioSourceTextTests {
  @Test func aSourceValueReadAsTextBreaksNothing() {
    let report = makeCheckReport(
      .test([
        "tokens/$themes.json":
          ##"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "semantic": "enabled"}}]"##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "semantic"]}"##,
        "tokens/core.json":
          ##"{"purple": {"hue": {"value": "260", "type": "color"}, "sat": {"value": "50", "type": "color"}}}"##,
        "tokens/semantic.json":
          ##"{"accent": {"value": "hsla({purple.hue}, {purple.sat}%, 50%, 1)", "type": "color"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    let findings = report.findings.map(\.finding)
    #expect(findings.count == 2, "\(findings.map(\.message))")
    #expect(findings.allSatisfy { $0.severity == .warning }, "\(findings.map(\.message))")
    #expect(findings.allSatisfy { $0.token?.description.hasPrefix("purple.") == true })
  }
}

/// swisspost/design-system: a `Theme` group whose theme lists both colour-scheme sets as
/// `source`; the plugin merges every set a permutation's themes list only as `source` before
/// the sets they enable, so `Scheme=Light` keeps its light set, and a change to it alone is a
/// change in `Scheme=Light` alone.
@Suite struct TokensStudioSourceBeforeEnabledTests {
  static func files(light: String) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "l", "name": "Light", "group": "Scheme", "selectedTokenSets": {"core": "source", "Scheme/Light": "enabled"}},
       {"id": "d", "name": "Dark", "group": "Scheme", "selectedTokenSets": {"core": "source", "Scheme/Dark": "enabled"}},
       {"id": "p", "name": "Post", "group": "Theme", "selectedTokenSets": {"core": "source", "Scheme/Light": "source", "Scheme/Dark": "source", "Theme/Post": "enabled"}}]
      """,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["core", "Scheme/Light", "Scheme/Dark", "Theme/Post"]}"##,
      "tokens/core.json": ##"""
      {"c": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"},
             "grey": {"value": "#808080", "type": "color"}}}
      """##,
      "tokens/Scheme/Light.json":
        ##"{"scheme": {"bg": {"value": "\##(light)", "type": "color"}}}"##,
      "tokens/Scheme/Dark.json": ##"{"scheme": {"bg": {"value": "{c.black}", "type": "color"}}}"##,
      "tokens/Theme/Post.json": ##"{"button": {"bg": {"value": "{scheme.bg}", "type": "color"}}}"##,
    ]
  }

  @Test func aSetTheActiveThemeEnablesWinsOverAnotherThemesSourceCopy() {
    let report = makeDiffReport(
      base: .discovered(Self.files(light: "{c.white}")),
      head: .discovered(Self.files(light: "{c.grey}")),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map {
        "\($0.token) \($0.kind.rawValue) \($0.mode ?? "every mode") "
          + "\($0.before?.value?.text ?? "-") → \($0.after?.value?.text ?? "-")"
      } == [
        "button.bg value-changed Scheme=Light #ffffff → #808080",
        "scheme.bg alias-retargeted Scheme=Light #ffffff → #808080",
      ],
      "\(report.changeSummary)"
    )
  }
}

/// sl-design-system's `elevation.shadow.overflow`: a Tokens Studio shadow that leaves out `x`
/// is drawn with no horizontal offset, as sd-transforms writes it; DTCG still needs it.
@Suite struct TokensStudioShadowDefaultsTests {
  @Test func anOffsetLeftOutOfATokensStudioShadowIsZero() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "tokens/$themes.json":
          ##"[{"id": "1", "name": "light", "selectedTokenSets": {"system": "enabled"}}]"##,
        "tokens/system.json": ##"""
        {"shadow": {"overflow": {"type": "boxShadow",
          "value": {"y": "4", "blur": "8", "color": "#00000033", "type": "dropShadow"}}}}
        """##,
      ]),
      policy: ResolutionPolicy()
    )
    let tokens = revision.sets.flatMap(\.baseline.tokens)
    let shadow = tokens.first { $0.path.description == "shadow.overflow" }
    #expect(shadow?.problem == nil, "\(String(describing: shadow?.problem))")
    #expect(
      shadow?.value?.text.contains("offsetX: 0px, offsetY: 4px") == true,
      "\(String(describing: shadow?.value?.text))"
    )
    let dtcg = RevisionResolver.resolve(
      .discovered([
        "tokens/shadow.tokens.json": ##"""
        {"shadow": {"$type": "shadow", "overflow": {"$value": {"offsetY": "4px", "blur": "8px", "color": "#00000033"}}}}
        """##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      dtcg.sets.flatMap(\.baseline.tokens).first?.problem?.message.contains("'offsetX' is missing")
        == true
    )
  }
}
