/// Reads one "Gentle" design-system spec (see ``GentleDetection``) into ``Token`` values.
///
/// The spec is one JSON document; each section becomes tokens under a fixed prefix:
/// `colors.pairByRole.<role>` → `color.<role>` (the `lightHex`, with a `mode` map of `light`
/// and `dark` that ``ModeOverrides`` resolves), `typography.roles.<role>` → `typography.<role>`,
/// `layout.<group>.<step>` → `layout.<group>.<step>` (points as `px`), `visual.radii` →
/// `radius.<name>`, `visual.shadows` → `shadow.<name>`, `buttons.roles` →
/// `button.<role>.<field>`, `buttons.animations` → `buttonAnimation.<name>.<field>`, and
/// `surfaces.roles` → `surface.<role>.<field>`, whose `background` is an alias to the colour
/// role it names. Unknown members are kept as plain values under their written path; a wrong
/// shape is a finding, and nothing stops the rest of the file.
struct GentleReader {
  let file: String
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(file: String) {
    self.file = file
  }

  /// Reads every section of the document.
  mutating func read(_ root: JSONValue) {
    for member in unique(root, path: []) {
      switch member.key {
      case "_specVersion":
        if GentleDetection.version(of: root) == nil {
          report(nil, member.value.position, "'_specVersion' must be a string or a number")
        }
      case "colors": readColors(member)
      case "typography": readTypography(member)
      case "layout": readDimensions(member.value, path: ["layout"], at: member.keyPosition)
      case "visual": readVisual(member)
      case "buttons": readButtons(member)
      case "surfaces": readSurfaces(member)
      default: keep(member.value, path: [member.key], at: member.keyPosition)
      }
    }
  }

  // MARK: - Building blocks

  /// The members of an object, last one wins, with a finding per duplicate key; a finding and
  /// no members when `value` is not an object.
  mutating func unique(_ value: JSONValue, path: [String]) -> [JSONMember] {
    guard let members = value.members else {
      let name = path.isEmpty ? "the file's top level" : "'\(path.joined(separator: "."))'"
      report(nil, value.position, "\(name) must be a JSON object", kind: .invalidValue)
      return []
    }
    var lastIndex: [String: Int] = [:]
    for (index, member) in members.enumerated() { lastIndex[member.key] = index }
    var result: [JSONMember] = []
    for (index, member) in members.enumerated() {
      if lastIndex[member.key] == index {
        result.append(member)
      } else {
        let name = (path + [member.key]).joined(separator: ".")
        report(
          nil,
          member.keyPosition,
          "'\(name)' is written more than once; the last is used",
          kind: .duplicateKey
        )
      }
    }
    return result
  }

  /// Adds one token.
  mutating func add(
    _ path: [String],
    at position: TextPosition,
    value: JSONValue,
    type: TokenType? = nil,
    extensions: JSONValue? = nil
  ) {
    tokens.append(
      Token(
        path: TokenPath(path),
        location: SourceLocation(file: file, position: position),
        explicitType: type,
        value: value,
        extensions: extensions
      )
    )
  }

  /// Keeps a member the reader does not know as a plain value.
  mutating func keep(_ value: JSONValue, path: [String], at position: TextPosition) {
    add(path, at: position, value: value)
  }

  /// Records a finding at `position`, for the token at `path` when there is one.
  mutating func report(
    _ path: [String]?,
    _ position: TextPosition,
    _ message: String,
    kind: FindingKind = .invalidValue
  ) {
    findings.append(
      Finding(
        kind: kind,
        token: path.map(TokenPath.init),
        location: SourceLocation(file: file, position: position),
        message: message
      )
    )
  }

  /// Whether `text` is `#RRGGBB` or `#RRGGBBAA`. Pure.
  static func isHex(_ text: String) -> Bool {
    guard text.first == "#", text.count == 7 || text.count == 9 else { return false }
    return text.dropFirst().allSatisfy(\.isHexDigit)
  }

  /// A number of points as a `px` dimension string, keeping the number as written. Pure.
  static func pixels(_ value: JSONValue) -> JSONValue? {
    guard case .number(_, let text) = value.kind else { return nil }
    return JSONValue(.string("\(text)px"), at: value.position)
  }
}
