/// Reads `textStyles.json`, the optional typography file of a Bricks set:
/// `{"fileName": "textStyles", "textStyles": [{"name": "headline", "fontFamily": "CustomFont",
/// "fontWeight": "Bold", "fontSize": 16, "textCase": "NONE"}]}`.
///
/// Each style becomes a `typography` token `textStyles.<name>` (the name `TypographyParser`
/// matches against `TypographyType`): `fontSize` in points as `px`, a named `fontWeight`
/// (`Bold`, `SemiBold`…) as its number, and the other members (`fontFamily`, `textCase`) kept,
/// so a `textCase` change is a value change. A style that is not an object or has no name is a
/// finding.
struct BricksTextStyles {
  let file: String
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(file: String) {
    self.file = file
  }

  /// Font weight names as Figma writes them, lowercased without spaces or dashes.
  static let weights: [String: Double] = [
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
    "regular": 400, "normal": 400, "book": 400, "medium": 500, "semibold": 600,
    "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900,
    "heavy": 900,
  ]

  /// Reads every style of the `textStyles` array.
  mutating func read(_ root: JSONValue) {
    guard let styles = root["textStyles"]?.arrayValue else {
      report(nil, root.position, "textStyles.json must have a 'textStyles' array")
      return
    }
    for style in styles {
      guard let members = style.members, let name = style["name"]?.stringValue, !name.isEmpty
      else {
        report(nil, style.position, "a text style must be an object with a 'name'")
        continue
      }
      let converted = members.filter { $0.key != "name" }.map(Self.convert)
      tokens.append(
        Token(
          path: TokenPath(["textStyles", name]),
          location: SourceLocation(file: file, position: style.position),
          explicitType: .typography,
          value: JSONValue(.object(converted), at: style.position)
        )
      )
    }
  }

  /// `fontSize` as a `px` dimension and a named `fontWeight` as its number; other members
  /// as written. Pure.
  static func convert(_ member: JSONMember) -> JSONMember {
    let value = member.value
    switch member.key {
    case "fontSize":
      guard value.numberValue != nil else { return member }
      let pixels = JSONValue(
        .object([
          JSONMember(key: "value", keyPosition: value.position, value: value),
          JSONMember(
            key: "unit",
            keyPosition: value.position,
            value: JSONValue(.string("px"), at: value.position)
          ),
        ]),
        at: value.position
      )
      return JSONMember(key: member.key, keyPosition: member.keyPosition, value: pixels)
    case "fontWeight":
      let name = value.stringValue?.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
      guard let weight = name.flatMap({ weights[$0] }) else { return member }
      let number = JSONValue(.number(weight, text: formatNumber(weight)), at: value.position)
      return JSONMember(key: member.key, keyPosition: member.keyPosition, value: number)
    default:
      return member
    }
  }

  private mutating func report(_ token: TokenPath?, _ position: TextPosition, _ message: String) {
    findings.append(
      Finding(
        kind: .invalidValue,
        token: token,
        location: SourceLocation(file: file, position: position),
        message: message
      )
    )
  }
}
