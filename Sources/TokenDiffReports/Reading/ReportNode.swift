import TokenDiffCore

extension JSONReportReader {
  /// A value of the report being read with its JSON path, for messages. Every accessor checks
  /// the kind and throws ``ReportReadError`` naming the path when it is not what the contract
  /// says.
  struct Node {
    var value: JSONValue
    var path: String

    /// A member the contract requires. Throws when it is missing or this is not an object.
    func member(_ key: String) throws -> Node {
      guard value.members != nil else { throw ReportReadError(path, "must be an object") }
      guard let member = value[key] else {
        throw ReportReadError(path, "has no member '\(key)'")
      }
      return Node(value: member, path: path + "." + key)
    }

    /// A member the contract allows to be missing.
    func optionalMember(_ key: String) throws -> Node? {
      guard value.members != nil else { throw ReportReadError(path, "must be an object") }
      return value[key].map { Node(value: $0, path: path + "." + key) }
    }

    /// `nil` for JSON `null`, else what `read` makes of the value.
    func optional<T>(_ read: (Node) throws -> T) throws -> T? {
      if case .null = value.kind { return nil }
      return try read(self)
    }

    func string() throws -> String {
      guard let text = value.stringValue else { throw ReportReadError(path, "must be a string") }
      return text
    }

    func number() throws -> Double {
      guard let number = value.numberValue, number.isFinite else {
        throw ReportReadError(path, "must be a number")
      }
      return number
    }

    func int() throws -> Int {
      let number = try number()
      guard number >= 0, number <= 1e12, number == number.rounded() else {
        throw ReportReadError(path, "must be a whole number from 0")
      }
      return Int(number)
    }

    func bool() throws -> Bool {
      guard case .bool(let flag) = value.kind else {
        throw ReportReadError(path, "must be true or false")
      }
      return flag
    }

    func array() throws -> [Node] {
      guard let elements = value.arrayValue else { throw ReportReadError(path, "must be an array") }
      return elements.enumerated().map { Node(value: $1, path: path + "[\($0)]") }
    }

    /// One of an enumeration's raw values.
    func enumeration<T: RawRepresentable & CaseIterable>(_: T.Type) throws -> T
    where T.RawValue == String {
      let text = try string()
      guard let value = T(rawValue: text) else {
        let known = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw ReportReadError(path, "must be one of \(known)")
      }
      return value
    }
  }
}

/// The canonical text ``JSONReportRenderer`` writes for typed values, read back: `#rrggbb` and
/// `#rrggbbaa` (lowercase) are colours, a number followed by a unit is a dimension, by `ms` a
/// duration; anything else is a string.
enum CanonicalValueText {
  static let units: Set<String> = ["px", "rem", "em", "%", "pt", "dp", "sp", "vw", "vh"]

  /// Pure.
  static func value(_ text: String) -> TokenValue {
    if text.hasPrefix("#"), text.count == 7 || text.count == 9,
      text.dropFirst().allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
      let color = Color(css: text)
    {
      return .color(color)
    }
    if text.hasSuffix("ms"), let number = Double(text.dropLast(2)), number.isFinite,
      !text.hasPrefix("+")
    {
      return .duration(DurationValue(milliseconds: number))
    }
    for unit in units where text.hasSuffix(unit) {
      let digits = text.dropLast(unit.count)
      if let number = Double(digits), number.isFinite, !digits.hasPrefix("+"),
        formatNumber(number) == digits
      {
        return .dimension(Dimension(value: number, unit: unit))
      }
    }
    return .string(text)
  }
}
