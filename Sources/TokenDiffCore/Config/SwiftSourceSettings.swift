/// The `swift:` section: which Swift token sources are read, and how their values are written.
///
/// ```yaml
/// swift:
///   discover: true                       # the default discovery (see ``SwiftSourceSelection``)
///   files: ["App/Theme/**/*.swift"]      # more Swift files or asset catalogs to read
///   exclude: ["App/Theme/Legacy/**"]     # never read these
///   hexByteOrder: rgba                   # how 8-digit hex strings are read: rgba or argb
///   modeConstructors: [Color, DynamicColor, MultipleColorSemanticToken]  # light:dark: pairs
///   sentinel: ouds-forbidden-color-value  # the string that stands for the forbidden colour
///   forbiddenValue: "#FF000000"            # the colour the sentinel is read as
/// ```
public struct SwiftSourceSettings: Sendable, Equatable {
  public var discover = true
  public var files: [String] = []
  public var exclude: [String] = []
  /// OUDS `ColorRawToken` strings are `#RRGGBBAA`; Android-born code writes `#AARRGGBB`.
  public var hexByteOrder: ByteOrder = .rgba
  /// Calls of these names with `light:` and `dark:` arguments give a value per appearance.
  public var modeConstructors = [
    "Color", "UIColor", "NSColor", "DynamicColor", "MultipleColorSemanticToken",
    "MultipleColorSemanticTokens",
  ]
  public var sentinel = "ouds-forbidden-color-value"
  public var forbiddenValue = "#FF000000"

  public init() {}

  static let knownKeys = [
    "discover", "exclude", "files", "forbiddenValue", "hexByteOrder", "modeConstructors",
    "sentinel",
  ]

  /// Reads the section. Throws a message naming the key at fault.
  init(from value: JSONValue, reader: ConfigurationReader) throws(ConfigurationError) {
    guard let members = value.members else {
      throw reader.error(at: value, "'swift' must be a mapping")
    }
    for member in members where !Self.knownKeys.contains(member.key) {
      throw reader.error(
        at: member.value,
        "unknown key 'swift.\(member.key)'; known keys: \(Self.knownKeys.joined(separator: ", "))"
      )
    }
    if let discover = value["discover"] {
      guard case .bool(let flag) = discover.kind else {
        throw reader.error(at: discover, "'swift.discover' must be true or false")
      }
      self.discover = flag
    }
    if let files = value["files"] { self.files = try reader.strings(files, key: "swift.files") }
    if let exclude = value["exclude"] {
      self.exclude = try reader.strings(exclude, key: "swift.exclude")
    }
    if let order = value["hexByteOrder"] { hexByteOrder = try reader.byteOrder(order) }
    if let names = value["modeConstructors"] {
      modeConstructors = try reader.strings(names, key: "swift.modeConstructors")
    }
    if let sentinel = value["sentinel"] {
      guard let text = sentinel.stringValue, !text.isEmpty else {
        throw reader.error(at: sentinel, "'swift.sentinel' must be a non-empty string")
      }
      self.sentinel = text
    }
    if let forbidden = value["forbiddenValue"] {
      guard let text = forbidden.stringValue, Color(css: text) != nil else {
        throw reader.error(at: forbidden, "'swift.forbiddenValue' must be a colour")
      }
      forbiddenValue = text
    }
  }
}
