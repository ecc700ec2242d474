import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Tokens Studio theme renamed under the same `id` (`Dark` to `Dark Mode`, kpsolo's shape) is
/// the same mode under a new name: its tokens are compared with the base's dark values, and the
/// rename is reported, not a mode removed and another added with the changes inside it missed.
@Suite struct ThemeRenamedTests {
  static func files(darkName: String, darkID: String = "c2", ink: String, withType: Bool = false)
    -> [String: String]
  {
    var themes = [
      #"{"id": "c1", "name": "Light", "group": "Color", "selectedTokenSets": {"color/Light": "enabled"}}"#,
      #"{"id": "\#(darkID)", "name": "\#(darkName)", "group": "Color", "selectedTokenSets": {"color/Dark": "enabled"}}"#,
    ]
    if withType {
      themes += [
        #"{"id": "t1", "name": "Desktop", "group": "Type", "selectedTokenSets": {"type/Desktop": "enabled"}}"#,
        #"{"id": "t2", "name": "Mobile", "group": "Type", "selectedTokenSets": {"type/Mobile": "enabled"}}"#,
      ]
    }
    var files = [
      "tokens/$themes.json": "[" + themes.joined(separator: ",\n") + "]",
      "tokens/color/Light.json":
        ##"{"ink": {"$type": "color", "$value": "#000000"}, "paper": {"$type": "color", "$value": "#ffffff"}}"##,
      "tokens/color/Dark.json":
        ##"{"ink": {"$type": "color", "$value": "\##(ink)"}, "paper": {"$type": "color", "$value": "#000000"}}"##,
    ]
    if withType {
      files["tokens/type/Desktop.json"] = #"{"font": {"$type": "number", "$value": 16}}"#
      files["tokens/type/Mobile.json"] = #"{"font": {"$type": "number", "$value": 12}}"#
    }
    return files
  }

  static func diff(_ base: [String: String], _ head: [String: String]) -> Report {
    makeDiffReport(base: .discovered(base), head: .discovered(head), policy: ResolutionPolicy())
  }

  static func rows(_ report: Report) -> [String] {
    report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
  }

  @Test func aThemeRenamedUnderItsIDKeepsItsChanges() {
    let report = Self.diff(
      Self.files(darkName: "Dark", ink: "#ffffff"),
      Self.files(darkName: "Dark Mode", ink: "#eeeeee")
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["valueChanged ink Color=Dark Mode"], "\(rows)")
    #expect(report.changes.first?.before?.value?.text == "#ffffff")
    #expect(report.changes.first?.after?.value?.text == "#eeeeee")
    #expect(report.modes.added.isEmpty, "\(report.modes)")
    #expect(report.modes.removed.isEmpty, "\(report.modes)")
    #expect(report.modes.renamed == [ModeRename(from: "Color=Dark", to: "Color=Dark Mode")])
    // Selecting the theme by its old name stops working: breaking.
    #expect(report.suggestedBump == .major)
  }

  /// Under a second group, every mode of the renamed value meets its base mode.
  @Test func aRenamedValueMeetsItsModesUnderEveryOtherValue() {
    let report = Self.diff(
      Self.files(darkName: "Dark", ink: "#ffffff", withType: true),
      Self.files(darkName: "Dark Mode", ink: "#eeeeee", withType: true)
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["valueChanged ink Color=Dark Mode"], "\(rows)")
    #expect(report.modes.added.isEmpty && report.modes.removed.isEmpty, "\(report.modes)")
  }

  /// A theme of another `id` under the new name is a theme removed and one added, as before:
  /// names alone do not make a rename.
  /// A theme deleted and made anew (another `id`, another name) that reads the sets the old
  /// one read is that theme renamed (stadion-tokens-test: the commit's token changes were
  /// missing, under a mode removed and another added).
  @Test func aThemeMadeAnewWithItsSetsIsRenamed() {
    let report = Self.diff(
      Self.files(darkName: "Dark", ink: "#ffffff"),
      Self.files(darkName: "Dark Mode", darkID: "c9", ink: "#eeeeee")
    )
    #expect(report.modes.renamed == [ModeRename(from: "Color=Dark", to: "Color=Dark Mode")])
    #expect(report.modes.removed.isEmpty && report.modes.added.isEmpty, "\(report.modes)")
    #expect(Self.rows(report) == ["valueChanged ink Color=Dark Mode"], "\(Self.rows(report))")
  }

  /// designsystemet's workflow: the one theme of a group (`Theme=theme`) replaced by another
  /// (new `id`, name and set file). The group's one value is always on, so the new one is the old
  /// renamed and the other groups' modes still meet: the light-only change is reported, where
  /// every mode was removed and added and only the mode-invariant change was compared.
  @Test func theOneThemeOfAGroupReplacedIsRenamed() {
    func files(brand: String, light: String) -> [String: String] {
      [
        "tokens/$themes.json": """
        [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "mode/light": "enabled"}},
         {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "mode/dark": "enabled"}},
         {"id": "t-\(brand)", "name": "\(brand)", "group": "Brand", "selectedTokenSets": {"brand/\(brand)": "enabled"}}]
        """,
        "tokens/core.json":
          ##"{"blue": {"$type": "color", "$value": "#eef4fa"}, "ink": {"$type": "color", "$value": "#1e2022"}, "red": {"$type": "color", "$value": "#fff0f0"}}"##,
        "tokens/mode/light.json": ##"{"bg": {"$type": "color", "$value": "{\##(light)}"}}"##,
        "tokens/mode/dark.json": ##"{"bg": {"$type": "color", "$value": "{ink}"}}"##,
        "tokens/brand/\(brand).json": ##"{"radius": {"$type": "dimension", "$value": "4px"}}"##,
      ]
    }
    let report = Self.diff(
      files(brand: "acme", light: "blue"),
      files(brand: "globex", light: "red")
    )
    #expect(report.modes.renamed == [ModeRename(from: "Brand=acme", to: "Brand=globex")])
    #expect(report.modes.removed.isEmpty && report.modes.added.isEmpty, "\(report.modes)")
    #expect(Self.rows(report) == ["aliasRetargeted bg Mode=Light"], "\(Self.rows(report))")
  }

  /// Made anew over other sets, it is another theme: a mode removed and another added.
  @Test func anotherIDOverOtherSetsIsAModeRemovedAndAdded() {
    var head = Self.files(darkName: "Dark Mode", darkID: "c9", ink: "#eeeeee")
    head["tokens/$themes.json"] = head["tokens/$themes.json"]?.replacing(
      "color/Dark",
      with: "color/Night"
    )
    head["tokens/color/Night.json"] = head.removeValue(forKey: "tokens/color/Dark.json")
    let report = Self.diff(Self.files(darkName: "Dark", ink: "#ffffff"), head)
    #expect(report.modes.renamed.isEmpty)
    #expect(report.modes.removed == ["Color=Dark"], "\(report.modes)")
    #expect(report.modes.added == ["Color=Dark Mode"], "\(report.modes)")
    #expect(!report.changes.contains { $0.kind == .valueChanged }, "\(report.changes)")
  }

  /// A hand-written `$themes.json` has no ids: a theme renamed with its sets kept (`Light` to
  /// `Light mode`) is known by the sets it reads, so the light edit of the same commit is
  /// reported under the new name (a helper's reduction; it was "no token changes" and two
  /// modes removed).
  @Test func aThemeWithoutAnIDIsKnownByItsSets() {
    func files(suffix: String, light: String) -> [String: String] {
      [
        "tokens/$themes.json": """
        [{"name": "Light\(suffix)", "group": "Mode", "selectedTokenSets": {"core/colors": "source", "mode/light": "enabled"}},
         {"name": "Dark\(suffix)", "group": "Mode", "selectedTokenSets": {"core/colors": "source", "mode/dark": "enabled"}}]
        """,
        "tokens/core/colors.json":
          ##"{"white": {"$type": "color", "$value": "#ffffff"}, "snow": {"$type": "color", "$value": "#fafafa"}, "black": {"$type": "color", "$value": "#000000"}}"##,
        "tokens/mode/light.json": ##"{"bg": {"$type": "color", "$value": "{\##(light)}"}}"##,
        "tokens/mode/dark.json": ##"{"bg": {"$type": "color", "$value": "{black}"}}"##,
      ]
    }
    let report = Self.diff(files(suffix: "", light: "white"), files(suffix: " mode", light: "snow"))
    #expect(Self.rows(report) == ["aliasRetargeted bg Mode=Light mode"], "\(Self.rows(report))")
    #expect(
      report.modes.renamed == [
        ModeRename(from: "Mode=Dark", to: "Mode=Dark mode"),
        ModeRename(from: "Mode=Light", to: "Mode=Light mode"),
      ],
      "\(report.modes)"
    )
    #expect(report.modes.removed.isEmpty && report.modes.added.isEmpty, "\(report.modes)")
  }

  /// Contrast pairs of the renamed theme are compared with the old theme's, not new.
  @Test func contrastPairsFollowTheRename() {
    func pair(surface: String, text: String) -> String {
      ##"{"color": {"background": {"action": {"$type": "color", "$value": "\##(surface)"}}, "foreground": {"on-action": {"$type": "color", "$value": "\##(text)"}}}}"##
    }
    func files(darkName: String, darkText: String) -> [String: String] {
      [
        "tokens/$themes.json": """
        [{"id": "c1", "name": "Light", "group": "Color", "selectedTokenSets": {"color/Light": "enabled"}},
         {"id": "c2", "name": "\(darkName)", "group": "Color", "selectedTokenSets": {"color/Dark": "enabled"}}]
        """,
        "tokens/color/Light.json": pair(surface: "#ffffff", text: "#000000"),
        "tokens/color/Dark.json": pair(surface: "#000000", text: darkText),
      ]
    }
    let report = Self.diff(
      files(darkName: "Dark", darkText: "#ffffff"),
      files(darkName: "Dark Mode", darkText: "#555555")
    )
    let dark = report.contrast.filter { $0.mode == "Color=Dark Mode" }
    #expect(dark.count == 1, "\(report.contrast)")
    #expect(dark.first?.before != nil, "\(report.contrast)")
    #expect(dark.first?.status != .new, "\(report.contrast)")
  }

  @Test func renamesNeedOneIdentityPerSideAndNoNameTheOtherSideKeeps() {
    func found(_ base: [String: String], _ head: [String: String], headModes: [String] = [])
      -> [ModeRename]
    {
      ModeRenames.found(
        base: base,
        head: head,
        baseModes: Array(base.keys),
        headModes: Array(head.keys) + headModes
      )
    }
    #expect(
      found(["Color=Dark": "c2"], ["Color=Dark Mode": "c2"])
        == [ModeRename(from: "Color=Dark", to: "Color=Dark Mode")]
    )
    // The old name is still a mode of the head, under a theme with no id: not a rename.
    #expect(
      found(["Color=Dark": "c2"], ["Color=Dark Mode": "c2"], headModes: ["Color=Dark"]).isEmpty
    )
    // A value that spells `,` cannot be read back from a mode name: not a rename.
    #expect(found(["Color=Dark": "c2"], ["Color=Dark, HC": "c2"]).isEmpty)
    // The old name still exists in the head (under another id): not a rename.
    #expect(found(["Color=Dark": "c2"], ["Color=Dark Mode": "c2", "Color=Dark": "c3"]).isEmpty)
    // Only the case changed: names already match without case.
    #expect(found(["Color=dark": "c2"], ["Color=Dark": "c2"]).isEmpty)
    // Two head pairs of one id: ambiguous.
    #expect(found(["Color=Dark": "c2"], ["Color=Dim": "c2", "Color=Night": "c2"]).isEmpty)
    let renames = ModeRenames([ModeRename(from: "Color=Dark", to: "Color=Dark Mode")])
    #expect(renames.inBaseTerms("Color=Dark Mode, Type=Mobile") == "Color=Dark, Type=Mobile")
    #expect(renames.inBaseTerms("Color=Light, Type=Mobile") == "Color=Light, Type=Mobile")
  }

  /// A DTCG resolver's modifier and contexts renamed, each context reading the same files
  /// (`theme=light` became `brandTheme=brand-a-light`, both `tokens/light.json`): light still
  /// meets light, nothing changed, and the rename is reported. Before, every head mode was
  /// compared with the base's `theme=dark` (the first by name): false changes in light.
  @Test func aResolverContextRenamedWithItsFilesIsTheSameMode() {
    func files(modifier: String, light: String, dark: String) -> [String: String] {
      [
        "tokens.resolver.json": """
        {"version": "2025.10",
         "modifiers": {"\(modifier)": {"default": "\(light)", "contexts": {
           "\(light)": [{"$ref": "tokens/light.json"}],
           "\(dark)": [{"$ref": "tokens/dark.json"}]}}},
         "resolutionOrder": [{"$ref": "#/modifiers/\(modifier)"}]}
        """,
        "tokens/light.json":
          ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#111111"}}}"##,
        "tokens/dark.json":
          ##"{"color": {"$type": "color", "bg": {"$value": "#111111"}, "fg": {"$value": "#ffffff"}}}"##,
      ]
    }
    let report = Self.diff(
      files(modifier: "theme", light: "light", dark: "dark"),
      files(modifier: "brandTheme", light: "brand-a-light", dark: "brand-a-dark")
    )
    #expect(report.changes.isEmpty, "\(Self.rows(report))")
    #expect(
      report.modes.renamed == [
        ModeRename(from: "theme=dark", to: "brandTheme=brand-a-dark"),
        ModeRename(from: "theme=light", to: "brandTheme=brand-a-light"),
      ],
      "\(report.modes)"
    )
  }

  /// DS-Jupiter's shape: two brands, one with a broken alias, both renamed under their ids. The
  /// broken alias was there before: it is not new in the renamed brand.
  @Test func aFindingInARenamedThemeIsNotNew() {
    func files(_ a: String, _ b: String) -> [String: String] {
      [
        "tokens/$themes.json": """
        [{"id": "t1", "name": "\(a)", "group": "brand", "selectedTokenSets": {"alias/a": "enabled", "comp": "enabled"}},
         {"id": "t2", "name": "\(b)", "group": "brand", "selectedTokenSets": {"alias/b": "enabled", "comp": "enabled"}}]
        """,
        "tokens/alias/a.json":
          ##"{"alias": {"primary": {"$type": "color", "$value": "#ff0000"}}}"##,
        "tokens/alias/b.json": ##"{"alias": {"other": {"$type": "color", "$value": "#00ff00"}}}"##,
        "tokens/comp.json":
          ##"{"button": {"bg": {"$type": "color", "$value": "{alias.primary}"}}}"##,
      ]
    }
    let report = Self.diff(files("wl", "vt"), files("jupiter", "vtwonen"))
    let head = report.findings.filter {
      $0.revision == .head && $0.finding.kind == .brokenReference
    }
    #expect(head.count == 1, "\(report.findings)")
    #expect(head.allSatisfy { !$0.isNew }, "\(head)")
  }

  /// The same finding in two of three themes, one of them renamed (`aqua`, `mid` to `sea`,
  /// `mid`): still not new.
  @Test func aFindingInSeveralModesOneRenamedIsNotNew() {
    func files(_ first: String) -> [String: String] {
      [
        "tokens/$themes.json": """
        [{"id": "t1", "name": "\(first)", "group": "theme", "selectedTokenSets": {"alias/a": "enabled", "comp": "enabled"}},
         {"id": "t2", "name": "mid", "group": "theme", "selectedTokenSets": {"alias/a": "enabled", "comp": "enabled"}},
         {"id": "t3", "name": "zed", "group": "theme", "selectedTokenSets": {"alias/b": "enabled", "comp": "enabled"}}]
        """,
        "tokens/alias/a.json": ##"{"alias": {"other": {"$type": "color", "$value": "#ff0000"}}}"##,
        "tokens/alias/b.json":
          ##"{"alias": {"primary": {"$type": "color", "$value": "#00ff00"}}}"##,
        "tokens/comp.json":
          ##"{"button": {"bg": {"$type": "color", "$value": "{alias.primary}"}}}"##,
      ]
    }
    let report = Self.diff(files("aqua"), files("sea"))
    #expect(report.modes.renamed == [ModeRename(from: "theme=aqua", to: "theme=sea")])
    let head = report.findings.filter {
      $0.revision == .head && $0.finding.kind == .brokenReference
    }
    #expect(!head.isEmpty, "\(report.findings)")
    #expect(head.allSatisfy { !$0.isNew }, "\(head.map(\.finding))")
  }
}
