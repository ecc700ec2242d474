import Testing
import TokenDiffCore
import TokenDiffSwift

/// Asset-catalog colour sets read the way the system picks a colour for an appearance.
@Suite struct AssetCatalogTests {
  /// A colour set's `Contents.json` with one entry per `(appearances, red byte, space)`.
  private static func colorSet(_ entries: [(traits: [String], red: String, space: String)])
    -> String
  {
    let colors = entries.map { entry in
      let appearances = entry.traits.map { trait -> String in
        let (kind, value) = trait == "high" ? ("contrast", "high") : ("luminosity", trait)
        return "{\"appearance\": \"\(kind)\", \"value\": \"\(value)\"}"
      }
      return """
        {"idiom": "universal", "appearances": [\(appearances.joined(separator: ", "))],
         "color": {"color-space": "\(entry.space)",
                   "components": {"red": "0x\(entry.red)", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}
        """
    }
    return "{\"colors\": [\(colors.joined(separator: ",\n"))], \"info\": {\"version\": 1}}"
  }

  /// The resolved value of `token` in the revision's baseline (`nil`) or a mode, as text.
  private static func value(_ token: String, _ mode: String?, in revision: ResolvedRevision)
    -> String?
  {
    let path = TokenPath(dotted: token)
    for set in revision.sets {
      guard let base = set.baseline.tokens.first(where: { $0.path == path }) else { continue }
      let moded = mode.flatMap { name in set.modes.first { $0.mode == name } }
      return (moded?.changed[set.key(base)] ?? base).value?.text
    }
    return nil
  }

  @Test func theAnyValueOfAColourSetWithADarkAppearanceIsTheLightMode() throws {
    let document = SwiftFixture.document([
      "App/A.xcassets/brand.colorset/Contents.json": Self.colorSet([
        ([], "D0", "srgb"), (["dark"], "E0", "srgb"),
      ]),
      "App/A.xcassets/plain.colorset/Contents.json": Self.colorSet([([], "10", "srgb")]),
    ])
    let brand = try #require(SwiftFixture.token("A.brand", in: document))
    let modes = try #require(brand.extensions?["mode"])
    #expect(modes["light"]?.stringValue == "#d00000ff")
    #expect(modes["dark"]?.stringValue == "#e00000ff")
    // A colour set with no appearance has one value in every mode.
    #expect(SwiftFixture.token("A.plain", in: document)?.extensions == nil)
  }

  @Test func aChangeToTheAnyValueAloneIsAChangeInLightMode() {
    let base = SwiftFixture.revision([
      "A.xcassets/brand.colorset/Contents.json": Self.colorSet([
        ([], "D0", "srgb"), (["dark"], "E0", "srgb"),
      ])
    ])
    let head = SwiftFixture.revision([
      "A.xcassets/brand.colorset/Contents.json": Self.colorSet([
        ([], "A0", "srgb"), (["dark"], "E0", "srgb"),
      ])
    ])
    #expect(base.modeNames.contains("light"))
    #expect(Self.value("A.brand", "light", in: base) == "#d00000")
    #expect(Self.value("A.brand", "light", in: head) == "#a00000")
    #expect(Self.value("A.brand", "dark", in: head) == "#e00000")
  }

  @Test func dark_highContrastFallsBackToDarkAndHighContrastToTheLightOne() throws {
    let document = SwiftFixture.document([
      "A.xcassets/c.colorset/Contents.json": Self.colorSet([
        ([], "10", "srgb"), (["dark"], "20", "srgb"), (["high"], "30", "srgb"),
      ]),
      "A.xcassets/d.colorset/Contents.json": Self.colorSet([
        ([], "40", "srgb"), (["light"], "50", "srgb"), (["dark", "high"], "60", "srgb"),
      ]),
    ])
    let c = try #require(SwiftFixture.token("A.c", in: document)?.extensions?["mode"])
    #expect(c["light"]?.stringValue == "#100000ff")
    #expect(c["dark"]?.stringValue == "#200000ff")
    #expect(c["highContrast"]?.stringValue == "#300000ff")
    #expect(c["dark, highContrast"]?.stringValue == "#200000ff")
    // An explicit Light entry wins over Any in light mode; high contrast falls back to it.
    let d = try #require(SwiftFixture.token("A.d", in: document)?.extensions?["mode"])
    #expect(d["light"]?.stringValue == "#500000ff")
    #expect(d["dark"]?.stringValue == "#400000ff")
    #expect(d["highContrast"]?.stringValue == "#500000ff")
    #expect(d["dark, highContrast"]?.stringValue == "#600000ff")
  }

  @Test func aRevisionThatAddsHighContrastComparesItWithDark() {
    func snapshot(_ sets: [String: String]) -> RevisionSnapshot {
      RevisionSnapshot(
        revision: "r",
        commit: nil,
        files: sets.keys.sorted().map {
          SourceFile(
            path: "A.xcassets/\($0).colorset/Contents.json",
            bytes: Array(sets[$0, default: ""].utf8)
          )
        }
      )
    }
    let a = Self.colorSet([([], "10", "srgb"), (["dark"], "20", "srgb")])
    let b = Self.colorSet([([], "30", "srgb"), (["dark"], "40", "srgb")])
    let bHigh = Self.colorSet([
      ([], "30", "srgb"), (["dark"], "40", "srgb"), (["dark", "high"], "50", "srgb"),
    ])
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let report = makeDiffReport(
      base: snapshot(["a": a, "b": b]),
      head: snapshot(["a": a, "b": bHigh]),
      policy: policy
    )
    // `a` did not change: its new high-contrast mode shows its dark value, as before.
    #expect(report.changes.map(\.token.description) == ["A.b"])
    #expect(report.changes.first?.before?.value?.text == "#400000")
    #expect(report.changes.first?.after?.value?.text == "#500000")
  }

  @Test func displayP3IsNotReadAsTheSRGBColourWithTheSameNumbers() throws {
    let revision = SwiftFixture.revision([
      "A.xcassets/srgb.colorset/Contents.json": Self.colorSet([([], "FF", "srgb")]),
      "A.xcassets/p3.colorset/Contents.json": Self.colorSet([([], "FF", "display-p3")]),
    ])
    let tokens = revision.sets.flatMap(\.baseline.tokens)
    let srgb = try #require(tokens.first { $0.path == TokenPath(dotted: "A.srgb") })
    let p3 = try #require(tokens.first { $0.path == TokenPath(dotted: "A.p3") })
    guard case .color(let p3Color) = p3.value, case .color(let srgbColor) = srgb.value else {
      Issue.record("both are colours: \(p3.value), \(srgb.value)")
      return
    }
    #expect(p3Color.colorSpace == "display-p3")
    #expect(p3Color != srgbColor)
    #expect(revision.findings.isEmpty, "\(revision.findings)")
  }

  @Test func greyAndSystemColoursAreValuesNotFindings() throws {
    let revision = SwiftFixture.revision([
      "A.xcassets/grey.colorset/Contents.json": """
      {"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22",
        "components": {"white": "0.500", "alpha": "1.000"}}}]}
      """,
      "A.xcassets/system.colorset/Contents.json": """
      {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
      """,
    ])
    #expect(revision.findings.isEmpty, "\(revision.findings)")
    #expect(Self.value("A.grey", nil, in: revision) == "#808080")
    #expect(Self.value("A.system", nil, in: revision) == "systemBlueColor")
  }

  @Test func aSystemColourInOneAppearanceIsNoInvalidColour() {
    let revision = SwiftFixture.revision([
      "A.xcassets/tint.colorset/Contents.json": """
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
      """
    ])
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
  }

  @Test func colourNamesWithABundleAreTheColourSet() {
    let document = SwiftFixture.document([
      "A.xcassets/brand.colorset/Contents.json": Self.colorSet([([], "D0", "srgb")]),
      "Sources/BrandTokens.swift": """
      enum BrandTokens {
        static let module = Color("brand", bundle: .module)
        static let named = UIColor(named: "brand", in: .main, compatibleWith: nil)
        static let other = Color("brand", label: "x")
      }
      """,
    ])
    #expect(
      SwiftFixture.token("BrandTokens.module", in: document)?.aliasTarget?.description == "A.brand"
    )
    #expect(
      SwiftFixture.token("BrandTokens.named", in: document)?.aliasTarget?.description == "A.brand"
    )
    #expect(SwiftFixture.token("BrandTokens.other", in: document)?.aliasTarget == nil)
  }

  /// A folder that provides a namespace is part of its colour sets' names (what
  /// `Color("Button/background")` asks for); one that does not is not, as in Xcode.
  @Test func foldersThatProvideANamespaceArePartOfTheName() throws {
    let red = Self.colorSet([(traits: [], red: "FF", space: "srgb")])
    let blue = Self.colorSet([(traits: [], red: "10", space: "srgb")])
    let namespace = #"{"info": {"version": 1}, "properties": {"provides-namespace": true}}"#
    let revision = SwiftFixture.revision([
      "App/Assets.xcassets/Contents.json": #"{"info": {"version": 1}}"#,
      "App/Assets.xcassets/Button/Contents.json": namespace,
      "App/Assets.xcassets/Button/background.colorset/Contents.json": red,
      "App/Assets.xcassets/Card/Contents.json": namespace,
      "App/Assets.xcassets/Card/background.colorset/Contents.json": blue,
      "App/Assets.xcassets/Plain/Contents.json": #"{"info": {"version": 1}}"#,
      "App/Assets.xcassets/Plain/ink.colorset/Contents.json": red,
      "App/AppTokens.swift": """
      enum AppTokens {
        static let button = Color("Button/background")
        static let ink = Color("ink")
      }
      """,
    ])
    #expect(Self.value("Assets.Button/background", nil, in: revision) == "#ff0000")
    #expect(Self.value("Assets.Card/background", nil, in: revision) == "#100000")
    #expect(Self.value("Assets.ink", nil, in: revision) == "#ff0000")
    #expect(Self.value("AppTokens.button", nil, in: revision) == "#ff0000")
    #expect(Self.value("AppTokens.ink", nil, in: revision) == "#ff0000")
    #expect(SwiftSourceSelection.isAssetGroup("App/Assets.xcassets/Button/Contents.json"))
    #expect(!SwiftSourceSelection.isAssetGroup("App/Assets.xcassets/Contents.json"))
    #expect(!SwiftSourceSelection.isAssetGroup("App/Assets.xcassets/logo.imageset/Contents.json"))
  }

  /// `Color.xcassets` and `extension Color { static let primary = Color("primary", bundle:
  /// .module) }` (or `Colors.xcassets` beside `enum Colors`): the member names the colour set
  /// of its own path, the same token, not a cycle (wanteddev/montage-ios' shape; `check` failed
  /// on a false cycle).
  @Test func aMemberNamingTheColourSetOfItsOwnPathIsThatColourSet() {
    let red = Self.colorSet([(traits: [], red: "FF", space: "srgb"), (["dark"], "10", "srgb")])
    let revision = SwiftFixture.revision([
      "DS/Color.xcassets/primary.colorset/Contents.json": red,
      "DS/Colors.xcassets/accent.colorset/Contents.json": red,
      "DS/Color+DS.swift": """
      import SwiftUI
      public extension Color {
          static let primary = Color("primary", bundle: .module)
          static let faded = Color("primary", bundle: .module).opacity(0.5)
      }
      enum Colors {
          static let accent = Color("accent")
      }
      """,
    ])
    let findings = revision.findings.map(\.message)
    #expect(findings.isEmpty, "\(findings)")
    #expect(Self.value("Color.primary", "light", in: revision) == "#ff0000")
    #expect(Self.value("Color.primary", "dark", in: revision) == "#100000")
    #expect(Self.value("Colors.accent", "dark", in: revision) == "#100000")
    #expect(Self.value("Color.faded", "dark", in: revision) == "#10000080")
  }

  /// A colour set removed whose dark appearance differs: the one removal says both values.
  @Test func aRemovedColourSetListsItsValuesByMode() {
    func snapshot(_ files: [String: String]) -> RevisionSnapshot {
      RevisionSnapshot(
        revision: "r",
        commit: nil,
        files: files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
      )
    }
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let kept = Self.colorSet([(traits: [], red: "20", space: "srgb")])
    let text = Self.colorSet([(traits: [], red: "00", space: "srgb"), (["dark"], "FF", "srgb")])
    let report = makeDiffReport(
      base: snapshot([
        "A.xcassets/kept.colorset/Contents.json": kept,
        "A.xcassets/text.colorset/Contents.json": text,
      ]),
      head: snapshot(["A.xcassets/kept.colorset/Contents.json": kept]),
      policy: policy
    )
    #expect(report.changes.count == 1)
    #expect(report.changes.first?.kind == .removed)
    #expect(
      report.changes.first?.note == "values by mode: dark #ff0000; light #000000",
      "\(String(describing: report.changes.first?.note))"
    )
  }
}
