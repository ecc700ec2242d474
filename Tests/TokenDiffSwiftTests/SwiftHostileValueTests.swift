import Testing
import TokenDiffCore
import TokenDiffSwift

/// Numbers no colour can hold, in Swift sources and colour sets, are values or findings: never
/// a crash.
@Suite struct SwiftHostileValueTests {
  @Test func infiniteAndNotANumberChannelsAreNoColours() {
    let revision = SwiftFixture.revision([
      "HostileTokens.swift": """
      enum HostileTokens {
        static let hue = Color(hue: 1e999, saturation: 1, brightness: 1)
        static let quotient = Color(red: 1e999 / 1e999, green: 0, blue: 0)
        static let huge = Color(red: 1e308 / 1e-308, green: 0, blue: 0)
        static let number = 1e999
      }
      """,
      "A.xcassets/nan.colorset/Contents.json": """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "nan", "green": "inf", "blue": "0", "alpha": "1"}}}]}
      """,
    ])
    let base = SwiftFixture.baseline(revision)
    for name in ["hue", "quotient", "huge", "number"] {
      let value = base["HostileTokens.\(name)"]?.value?.text
      #expect(value?.hasPrefix("#") == false, "\(name): \(value ?? "nil")")
    }
    #expect(revision.findings.contains { $0.token?.description == "A.nan" })
  }
}
