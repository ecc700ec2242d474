import TokenDiffCore

/// Helpers shared by the colour tests.
enum ColorTestKit {
  /// Parses a DTCG colour object written as JSON text.
  static func object(_ json: String) -> Result<Color, ColorParseError> {
    do {
      return Color.parseDTCGObject(try JSONParser.parse(Array(json.utf8)))
    } catch {
      return .failure(ColorParseError(message: "bad test JSON: \(error)"))
    }
  }

  /// A DTCG colour object in `space` with `components`.
  static func object(_ space: String, _ components: [Double], alpha: Double? = nil) -> Result<
    Color, ColorParseError
  > {
    let list = components.map { "\($0)" }.joined(separator: ", ")
    let alphaText = alpha.map { ", \"alpha\": \($0)" } ?? ""
    return object(#"{"colorSpace": "\#(space)", "components": [\#(list)]\#(alphaText)}"#)
  }
}
