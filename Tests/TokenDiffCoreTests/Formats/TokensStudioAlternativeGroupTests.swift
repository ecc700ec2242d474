import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Financial Times' origami: a theme group per brand. Groups whose sets define the same tokens
/// are one choice (a brand at a time), not dimensions chosen together.
@Suite struct TokensStudioAlternativeGroupTests {
  static func files(beta: String, size: Bool = false) -> [String: String] {
    var themes = [
      ##"{"id": "a", "name": "alpha", "group": "alpha", "selectedTokenSets": {"alpha/color": "enabled"}}"##,
      ##"{"id": "b", "name": "beta", "group": "beta", "selectedTokenSets": {"beta/color": "enabled"}}"##,
    ]
    var files = [
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["alpha/color", "beta/color", "size/s", "size/l"]}"##,
      "tokens/alpha/color.json":
        ##"{"brand": {"primary": {"value": "#ff0000", "type": "color"}, "ink": {"value": "#111111", "type": "color"}}}"##,
      "tokens/beta/color.json":
        ##"{"brand": {"primary": {"value": "\##(beta)", "type": "color"}, "ink": {"value": "#222222", "type": "color"}}}"##,
    ]
    if size {
      themes += [
        ##"{"id": "s", "name": "s", "group": "size", "selectedTokenSets": {"size/s": "enabled"}}"##,
        ##"{"id": "l", "name": "l", "group": "size", "selectedTokenSets": {"size/l": "enabled"}}"##,
      ]
      files["tokens/size/s.json"] = ##"{"space": {"value": "4", "type": "spacing"}}"##
      files["tokens/size/l.json"] = ##"{"space": {"value": "8", "type": "spacing"}}"##
    }
    files["tokens/$themes.json"] = "[" + themes.joined(separator: ", ") + "]"
    return files
  }

  @Test func groupsThatRedefineEachOthersTokensAreOneChoice() {
    let report = makeDiffReport(
      base: .discovered(Self.files(beta: "#0000ff")),
      head: .discovered(Self.files(beta: "#00ff00")),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["theme=alpha", "theme=beta"], "\(report.modes.head)")
    #expect(report.changes.map(\.token.description) == ["brand.primary"])
    #expect(report.changes.first?.mode == "theme=beta")
  }

  @Test func aGroupOfOtherTokensStaysADimension() {
    let report = makeCheckReport(
      .discovered(Self.files(beta: "#0000ff", size: true)),
      policy: ResolutionPolicy()
    )
    #expect(
      report.modes.head == [
        "theme=alpha, size=l", "theme=alpha, size=s", "theme=beta, size=l", "theme=beta, size=s",
      ],
      "\(report.modes.head)"
    )
  }

  /// PB's `Platform` group: one theme that redefines the themes' headings from their fonts.
  /// It reads what only the themes define, so it is a layer over them, not a brand beside them.
  @Test func aGroupThatReadsAnothersTokensIsALayerOverIt() {
    let files = [
      "tokens/$themes.json": ##"""
      [{"id": "c", "name": "Classic", "group": "Theme", "selectedTokenSets": {"theme/classic": "enabled"}},
       {"id": "o", "name": "Ocean", "group": "Theme", "selectedTokenSets": {"theme/ocean": "enabled"}},
       {"id": "i", "name": "iOS", "group": "Platform", "selectedTokenSets": {"platform/ios": "enabled"}}]
      """##,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["theme/classic", "theme/ocean", "platform/ios"]}"##,
      "tokens/theme/classic.json":
        ##"{"font": {"brand": {"value": "Serif", "type": "fontFamilies"}}, "heading": {"value": "{font.brand}", "type": "fontFamilies"}}"##,
      "tokens/theme/ocean.json":
        ##"{"font": {"brand": {"value": "Sans", "type": "fontFamilies"}}, "heading": {"value": "{font.brand}", "type": "fontFamilies"}}"##,
      "tokens/platform/ios.json":
        ##"{"heading": {"value": "{font.brand}", "type": "fontFamilies"}}"##,
    ]
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    #expect(
      report.modes.head == ["Theme=Classic, Platform=iOS", "Theme=Ocean, Platform=iOS"],
      "\(report.modes.head)"
    )
  }

  /// Two groups of several themes each (`Mode: Light, Dark`, `Brand: A, B`) are two dimensions,
  /// though the brands' base set redefines the modes' one token: read as one choice until a
  /// mode set read a brand's token, the commit that added that read reported four modes
  /// renamed and the brands' existing tokens added (a helper's reduction).
  @Test func groupsOfSeveralThemesNamedDifferentlyAreTwoDimensions() {
    func files(withText: Bool) -> [String: String] {
      let text = withText ? ##", "text": {"value": "{color.fg}", "type": "color"}"## : ""
      return [
        "$themes.json": ##"""
        [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"mode/light": "enabled"}},
         {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"mode/dark": "enabled"}},
         {"id": "a", "name": "A", "group": "Brand", "selectedTokenSets": {"core": "enabled", "brand/a": "enabled"}},
         {"id": "b", "name": "B", "group": "Brand", "selectedTokenSets": {"core": "enabled", "brand/b": "enabled"}}]
        """##,
        "$metadata.json":
          ##"{"tokenSetOrder": ["core", "brand/a", "brand/b", "mode/light", "mode/dark"]}"##,
        "core.json": ##"{"color": {"bg": {"value": "#ffffff", "type": "color"}}}"##,
        "brand/a.json": ##"{"color": {"fg": {"value": "#111111", "type": "color"}}}"##,
        "brand/b.json": ##"{"color": {"fg": {"value": "#333333", "type": "color"}}}"##,
        "mode/light.json": ##"{"color": {"bg": {"value": "#eeeeee", "type": "color"}\##(text)}}"##,
        "mode/dark.json": ##"{"color": {"bg": {"value": "#222222", "type": "color"}\##(text)}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(withText: false)),
      head: .discovered(files(withText: true)),
      policy: ResolutionPolicy()
    )
    let modes = [
      "Mode=Dark, Brand=A", "Mode=Dark, Brand=B", "Mode=Light, Brand=A", "Mode=Light, Brand=B",
    ]
    #expect(report.modes.base == modes, "\(report.modes.base)")
    #expect(report.modes.head == modes, "\(report.modes.head)")
    #expect(report.modes.renamed.isEmpty)
    #expect(
      report.changes.allSatisfy { $0.kind == .added && $0.token.description == "color.text" },
      "\(report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" })"
    )
    // A group per brand whose themes carry the brand's name (`acme-light`, `globex-light`) is
    // still one choice.
    var brands = files(withText: false)
    brands["$themes.json"] = ##"""
      [{"id": "1", "name": "acme-light", "group": "acme", "selectedTokenSets": {"mode/light": "enabled"}},
       {"id": "2", "name": "acme-dark", "group": "acme", "selectedTokenSets": {"mode/dark": "enabled"}},
       {"id": "3", "name": "globex-light", "group": "globex", "selectedTokenSets": {"core": "enabled"}},
       {"id": "4", "name": "globex-dark", "group": "globex", "selectedTokenSets": {"brand/a": "enabled", "core": "enabled"}}]
      """##
    let choice = makeCheckReport(.discovered(brands), policy: ResolutionPolicy())
    #expect(
      choice.modes.head.count == 4 && choice.modes.head.allSatisfy { $0.hasPrefix("theme=") },
      "\(choice.modes.head)"
    )
  }

  /// radd-ds: themes without a `group`, each another Figma collection of one mode (`.core`,
  /// `.white`, `.black`), beside a grouped `mode`: Figma applies the collections together, so
  /// their sets are always on, not one choice (a light set's `{white.bg}` was broken beside
  /// `.black`: about 636 false errors).
  @Test func ungroupedThemesOfOtherCollectionsAreAlwaysOn() {
    let files = [
      "tokens/$themes.json": ##"""
      [{"id": "1", "name": ".core", "selectedTokenSets": {"core": "enabled"}, "$figmaCollectionId": "VariableCollectionId:1:1"},
       {"id": "2", "name": ".white", "selectedTokenSets": {"core": "source", "white": "enabled"}, "$figmaCollectionId": "VariableCollectionId:2:1"},
       {"id": "3", "name": ".black", "selectedTokenSets": {"core": "source", "black": "enabled"}, "$figmaCollectionId": "VariableCollectionId:3:1"},
       {"id": "4", "name": "light", "group": "mode", "selectedTokenSets": {"mode/light": "enabled"}, "$figmaCollectionId": "VariableCollectionId:4:1"},
       {"id": "5", "name": "dark", "group": "mode", "selectedTokenSets": {"mode/dark": "enabled"}, "$figmaCollectionId": "VariableCollectionId:4:1"}]
      """##,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["core", "white", "black", "mode/light", "mode/dark"]}"##,
      "tokens/core.json": ##"{"base": {"value": "#808080", "type": "color"}}"##,
      "tokens/white.json": ##"{"white": {"bg": {"value": "#ffffff", "type": "color"}}}"##,
      "tokens/black.json": ##"{"black": {"bg": {"value": "#000000", "type": "color"}}}"##,
      "tokens/mode/light.json": ##"{"mode": {"bg": {"value": "{white.bg}", "type": "color"}}}"##,
      "tokens/mode/dark.json": ##"{"mode": {"bg": {"value": "{black.bg}", "type": "color"}}}"##,
    ]
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    #expect(report.modes.head == ["mode=dark", "mode=light"], "\(report.modes.head)")
    // Themes without a group and without collections stay one choice.
    var plain = files
    plain["tokens/$themes.json"] = plain["tokens/$themes.json"]?.replacing(
      #/, "\$figmaCollectionId": "VariableCollectionId:[123]:1"/#,
      with: ""
    )
    let choice = makeCheckReport(.discovered(plain), policy: ResolutionPolicy())
    #expect(choice.modes.head.count == 6, "\(choice.modes.head)")
  }

  /// origami's brand groups are a Figma collection each: groups that redefine each other's
  /// tokens are one choice whatever collections they come from.
  @Test func groupsOfTwoFigmaCollectionsThatRedefineEachOtherAreOneChoice() {
    var files = Self.files(beta: "#0000ff")
    files["tokens/$themes.json"] =
      "["
      + ##"{"id": "a", "name": "alpha", "group": "alpha", "$figmaCollectionId": "VariableCollectionId:1:1", "selectedTokenSets": {"alpha/color": "enabled"}}, "##
      + ##"{"id": "b", "name": "beta", "group": "beta", "$figmaCollectionId": "VariableCollectionId:2:2", "selectedTokenSets": {"beta/color": "enabled"}}"##
      + "]"
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.modes.head == ["theme=alpha", "theme=beta"], "\(report.modes.head)")
  }

  /// healthcraft: themes that select no set are no choice; they make no modes, and a group of
  /// only such themes none at all.
  @Test func aGroupOfThemesThatSelectNothingIsLeftOut() {
    var files = Self.files(beta: "#0000ff", size: true)
    files["tokens/$themes.json"] =
      "["
      + ##"{"id": "s", "name": "s", "group": "size", "selectedTokenSets": {"alpha/color": "enabled", "size/s": "enabled"}}, "##
      + ##"{"id": "l", "name": "l", "group": "size", "selectedTokenSets": {"alpha/color": "enabled", "size/l": "enabled"}}, "##
      + ##"{"id": "z", "name": "xl", "group": "size", "selectedTokenSets": {}}, "##
      + ##"{"id": "x", "name": "Light", "group": "Brand", "selectedTokenSets": {}}, "##
      + ##"{"id": "y", "name": "Dark", "group": "Brand", "selectedTokenSets": {}}"##
      + "]"
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.modes.head == ["size=l", "size=s"], "\(report.modes.head)")
    #expect(report.findings.filter { $0.finding.severity == .error }.isEmpty)
  }

  /// winds: the `theme` group's themes each enable the `admin/one` set of the `admin` group.
  /// A set both groups enable is shared, not redefined: the groups are two dimensions
  /// (admin × theme, as `permutateThemes` and the plugin make them), and switching the set
  /// from `source` to `enabled` removes nothing.
  @Test func groupsThatEnableTheSameSetStayDimensions() {
    func files(adminOne status: String) -> [String: String] {
      [
        "tokens/$metadata.json":
          ##"{"tokenSetOrder": ["core", "admin/one", "admin/two", "theme/light", "theme/dark"]}"##,
        "tokens/$themes.json": ##"""
        [{"id": "1", "name": "one", "group": "admin", "selectedTokenSets": {"admin/one": "enabled", "core": "source"}},
         {"id": "2", "name": "two", "group": "admin", "selectedTokenSets": {"admin/two": "enabled", "core": "source"}},
         {"id": "3", "name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "admin/one": "\##(status)", "theme/light": "enabled"}},
         {"id": "4", "name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "admin/one": "\##(status)", "theme/dark": "enabled"}}]
        """##,
        "tokens/admin/one.json":
          ##"{"headline": {"value": "20px", "type": "dimension"}, "layer": {"value": "#eeeeee", "type": "color"}}"##,
        "tokens/admin/two.json": ##"{"headline": {"value": "24px", "type": "dimension"}}"##,
        "tokens/core.json":
          ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
        "tokens/theme/dark.json": ##"{"bg": {"value": "{black}", "type": "color"}}"##,
        "tokens/theme/light.json": ##"{"bg": {"value": "{white}", "type": "color"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files(adminOne: "source")),
      head: .discovered(files(adminOne: "enabled")),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head.count == 4, "\(report.modes.head)")
    #expect(report.modes.head.allSatisfy { $0.contains("admin=") && $0.contains("theme=") })
    #expect(!report.changes.contains { $0.kind == .removed }, "\(report.changes)")
  }

  /// A brand group that has not got a token another brand's group just gained yet is still a
  /// brand: the groups stay one choice in both revisions, and the token is added to it, with
  /// no other change (a subset is no sign of a layer).
  @Test func aBrandGroupLackingANewTokenStaysABrand() {
    func files(betaAccent: Bool) -> [String: String] {
      var files = Self.files(beta: "#0000ff")
      files["tokens/alpha/color.json"] =
        ##"{"brand": {"primary": {"value": "#ff0000", "type": "color"}, "ink": {"value": "#111111", "type": "color"}, "accent": {"value": "#333333", "type": "color"}}}"##
      if betaAccent {
        files["tokens/beta/color.json"] =
          ##"{"brand": {"primary": {"value": "#0000ff", "type": "color"}, "ink": {"value": "#222222", "type": "color"}, "accent": {"value": "#444444", "type": "color"}}}"##
      }
      return files
    }
    let report = makeDiffReport(
      base: .discovered(files(betaAccent: false)),
      head: .discovered(files(betaAccent: true)),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.base == ["theme=alpha", "theme=beta"], "\(report.modes.base)")
    #expect(report.modes.head == report.modes.base)
    #expect(report.modes.renamed.isEmpty, "\(report.modes.renamed)")
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["added brand.accent theme=beta"], "\(rows)")
  }
}
