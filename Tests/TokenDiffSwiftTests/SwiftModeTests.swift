import Testing
import TokenDiffCore
import TokenDiffSwift

/// Light/dark pairs and platform branches become modes.
@Suite struct SwiftModeTests {
  @Test func lightDarkConstructorsAndPairsGiveModes() {
    let revision = SwiftFixture.revision([
      "SemanticTokens.swift": """
      enum RawColor {
        static let white = Color(hex: "#FFFFFF")
        static let black = Color(hex: "#000000")
      }
      enum SemanticColors {
        static let surface = Color(light: RawColor.white, dark: RawColor.black)
        static let multiple = MultipleColorSemanticToken(light: RawColor.black, dark: RawColor.white)
        static let borderLight = RawColor.black
        static let borderDark = RawColor.white
      }
      """
    ])
    #expect(Set(revision.modeNames).isSuperset(of: ["dark", "light"]))
    let set = revision.sets[0]
    let dark = set.modes.first { $0.mode == "dark" }
    let changed = Set(dark?.changed.keys.map(\.path.description) ?? [])
    #expect(changed.contains("SemanticColors.surface"))
    #expect(changed.contains("SemanticColors.multiple"))
    #expect(changed.contains("SemanticColors.border"))
  }

  @Test func everyPlatformBranchIsAMode() {
    let revision = SwiftFixture.revision([
      "SemanticTokens.swift": """
      enum SemanticTokens {
        enum Colors {
          #if canImport(UIKit)
          public static let surfacePrimary = Color(uiColor: .systemBackground)
          #elseif canImport(AppKit)
          public static let surfacePrimary = Color(nsColor: .windowBackgroundColor)
          #endif
        }
      }
      """
    ])
    #expect(Set(revision.modeNames) == ["UIKit", "AppKit"])
  }
}
