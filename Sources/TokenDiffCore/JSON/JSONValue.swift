/// A JSON value with the place it was written, as read by ``JSONParser``.
///
/// Objects keep their members in source order, duplicates included, so that the token
/// parser can report a key written twice instead of silently keeping one of them.
public struct JSONValue: Sendable, Hashable {
  /// The shape of a JSON value.
  public indirect enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, with the text it was written as (`1.50`, `0x10` in JSON5).
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  public var kind: Kind
  /// Where the value starts: 1-based line and column (columns count Unicode scalars).
  public var position: TextPosition

  public init(_ kind: Kind, at position: TextPosition = TextPosition(line: 1, column: 1)) {
    self.kind = kind
    self.position = position
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  public var key: String
  /// Where the key starts.
  public var keyPosition: TextPosition
  public var value: JSONValue

  public init(key: String, keyPosition: TextPosition, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}

/// A 1-based line and column in a text file.
public struct TextPosition: Sendable, Hashable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

extension JSONValue {
  /// The members of an object, or `nil` for any other kind. Pure.
  public var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The last member named `key` of an object (JSON's usual "last one wins"). Pure.
  public subscript(key: String) -> JSONValue? {
    guard let members else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// The string, or `nil` when this is not a string. Pure.
  public var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The number, or `nil` when this is not a number. Pure.
  public var numberValue: Double? {
    if case .number(let number, _) = kind { return number }
    return nil
  }

  /// The elements of an array, or `nil` for any other kind. Pure.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }
}
