import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// 2,500 random pairs (opaque, translucent text, translucent surfaces over a canvas and over
/// unknown bases, Display P3) whose ratios and APCA Lc an independent implementation computed
/// (scripts/generate-contrast-vectors, with colour-science): every one must match to 1e-6.
@Suite struct ContrastVectorTests {
  struct Case {
    var kind: String
    var foreground: Color
    var background: Color
    var canvas: Color?
    var ratio: Double
    var apca: Double?
  }

  static func load() throws -> [Case] {
    let url = Fixtures.root.appendingPathComponent("Vectors/contrast-vectors.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let cases = try #require((object as? [String: Any])?["cases"] as? [[String: Any]])
    func color(_ value: Any?) -> Color? {
      guard let object = value as? [String: Any], let space = object["space"] as? String,
        let components = object["components"] as? [Double], let alpha = object["alpha"] as? Double
      else { return nil }
      return Color(colorSpace: space, components: components, alpha: alpha)
    }
    return try cases.map { entry in
      Case(
        kind: try #require(entry["kind"] as? String),
        foreground: try #require(color(entry["foreground"])),
        background: try #require(color(entry["background"])),
        canvas: color(entry["canvas"]),
        ratio: try #require(entry["ratio"] as? Double),
        apca: entry["apca"] as? Double
      )
    }
  }

  @Test func everyVectorMatchesTheIndependentImplementation() throws {
    let cases = try Self.load()
    #expect(cases.count >= 2_000)
    #expect(Set(cases.map(\.kind)).count == 5)
    let measurer = ContrastMeasurer(algorithms: [.wcag2, .apca])
    var worst = 0.0
    for (index, vector) in cases.enumerated() {
      let measured = measurer.measure(
        foreground: vector.foreground,
        background: vector.background,
        canvas: vector.canvas,
        requirement: .aaNormalText
      )
      worst = max(worst, abs(measured.ratio - vector.ratio))
      #expect(
        abs(measured.ratio - vector.ratio) < 1e-6,
        "case \(index) (\(vector.kind)): \(measured.ratio) vs \(vector.ratio)"
      )
      if let apca = vector.apca, vector.kind != "unknown-base" {
        #expect(
          abs((measured.apca ?? .nan) - apca) < 1e-6,
          "case \(index) (\(vector.kind)) APCA: \(measured.apca ?? .nan) vs \(apca)"
        )
      }
    }
    #expect(worst < 1e-6)
  }
}
