public import Foundation

/// A JSON document as the validator sees it.
public indirect enum JSONDocument: Equatable, Decodable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONDocument])
  case object([String: JSONDocument])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONDocument].self) {
      self = .array(elements)
    } else {
      self = .object(try container.decode([String: JSONDocument].self))
    }
  }

  /// Parses JSON text. Throws when it is not JSON.
  public static func parse(_ text: String) throws -> JSONDocument {
    try JSONDecoder().decode(JSONDocument.self, from: Data(text.utf8))
  }

  /// The JSON Schema type names this value has (`integer` numbers are also `number`). Pure.
  var typeNames: Set<String> {
    switch self {
    case .null: ["null"]
    case .bool: ["boolean"]
    case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
    case .string: ["string"]
    case .array: ["array"]
    case .object: ["object"]
    }
  }
}

/// Checks a JSON document against a JSON Schema (draft 2020-12), for the keywords the report
/// schema uses: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `$ref` (to `#/$defs/...` inside the same schema), `anyOf`, `oneOf`, `minimum` and
/// `maximum`, plus the annotations `default` and `examples`.
/// Any other keyword is an error, so the schema cannot silently use one this does not check.
public struct JSONSchemaValidator: Sendable {
  public let schema: JSONDocument

  static let supported: Set<String> = [
    "$schema", "$id", "$defs", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "enum", "const", "$ref", "anyOf", "oneOf", "minimum",
    "maximum", "default", "examples",
  ]

  public init(schema: JSONDocument) {
    self.schema = schema
  }

  /// Reads a schema file. Throws when it is not JSON.
  public init(contentsOf url: URL) throws {
    self.init(schema: try JSONDocument.parse(String(contentsOf: url, encoding: .utf8)))
  }

  /// Every way `instance` breaks the schema, each as `path: problem`; empty when it is valid.
  /// Pure.
  public func errors(in instance: JSONDocument) -> [String] {
    var errors: [String] = []
    check(instance, against: schema, at: "$", errors: &errors, depth: 0)
    return errors
  }

  private func check(
    _ instance: JSONDocument,
    against schema: JSONDocument,
    at path: String,
    errors: inout [String],
    depth: Int
  ) {
    guard depth < 64 else { return errors.append("\(path): schema nests too deeply") }
    if case .bool(let allowed) = schema {
      if !allowed { errors.append("\(path): no value is allowed here") }
      return
    }
    guard case .object(let keywords) = schema else {
      return errors.append("\(path): the schema is not an object")
    }
    for keyword in keywords.keys where !Self.supported.contains(keyword) {
      errors.append("\(path): unsupported schema keyword \(keyword)")
    }
    if case .string(let reference)? = keywords["$ref"] {
      if let target = resolve(reference) {
        check(instance, against: target, at: path, errors: &errors, depth: depth + 1)
      } else {
        errors.append("\(path): unresolvable $ref \(reference)")
      }
    }
    if let type = keywords["type"] {
      let allowed: [String]
      switch type {
      case .string(let name): allowed = [name]
      case .array(let names):
        allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
      default: allowed = []
      }
      if instance.typeNames.isDisjoint(with: allowed) {
        errors.append(
          "\(path): expected \(allowed.joined(separator: " or ")), found \(describe(instance))"
        )
      }
    }
    if case .array(let values)? = keywords["enum"], !values.contains(instance) {
      errors.append("\(path): \(describe(instance)) is not one of the allowed values")
    }
    if let constant = keywords["const"], constant != instance {
      errors.append("\(path): \(describe(instance)) is not the required constant")
    }
    if case .number(let minimum)? = keywords["minimum"], case .number(let value) = instance,
      value < minimum
    {
      errors.append("\(path): \(value) is below the minimum \(minimum)")
    }
    if case .number(let maximum)? = keywords["maximum"], case .number(let value) = instance,
      value > maximum
    {
      errors.append("\(path): \(value) is above the maximum \(maximum)")
    }
    for keyword in ["anyOf", "oneOf"] {
      guard case .array(let options)? = keywords[keyword] else { continue }
      let results = options.map { branchErrors(instance, $0, at: path, depth: depth) }
      let passing = results.filter(\.isEmpty).count
      if passing == 0 {
        // Name the closest branch's problems, so a failure says what is wrong.
        let closest = results.min { $0.count < $1.count } ?? []
        errors.append(
          "\(path): matches none of \(keyword)"
            + (closest.isEmpty ? "" : "; closest: " + closest.joined(separator: "; "))
        )
      } else if keyword == "oneOf", passing > 1 {
        errors.append("\(path): matches \(passing) of oneOf, not exactly 1")
      }
    }
    if case .object(let members) = instance {
      checkObject(members, keywords, at: path, errors: &errors, depth: depth)
    }
    if case .array(let elements) = instance, let items = keywords["items"] {
      for (index, element) in elements.enumerated() {
        check(element, against: items, at: "\(path)[\(index)]", errors: &errors, depth: depth + 1)
      }
    }
  }

  private func checkObject(
    _ members: [String: JSONDocument],
    _ keywords: [String: JSONDocument],
    at path: String,
    errors: inout [String],
    depth: Int
  ) {
    if case .array(let required)? = keywords["required"] {
      for case .string(let name) in required where members[name] == nil {
        errors.append("\(path): missing required member \(name)")
      }
    }
    var properties: [String: JSONDocument] = [:]
    if case .object(let declared)? = keywords["properties"] { properties = declared }
    for name in members.keys.sorted() {
      guard let value = members[name] else { continue }
      if let property = properties[name] {
        check(value, against: property, at: "\(path).\(name)", errors: &errors, depth: depth + 1)
      } else if let additional = keywords["additionalProperties"] {
        if case .bool(false) = additional {
          errors.append("\(path): unexpected member \(name)")
        } else {
          check(
            value,
            against: additional,
            at: "\(path).\(name)",
            errors: &errors,
            depth: depth + 1
          )
        }
      }
    }
  }

  private func branchErrors(
    _ instance: JSONDocument,
    _ schema: JSONDocument,
    at path: String,
    depth: Int
  ) -> [String] {
    var errors: [String] = []
    check(instance, against: schema, at: path, errors: &errors, depth: depth + 1)
    return errors
  }

  /// `#/$defs/name` inside this schema.
  private func resolve(_ reference: String) -> JSONDocument? {
    guard reference.hasPrefix("#/") else { return nil }
    var current = schema
    for part in reference.dropFirst(2).split(separator: "/") {
      guard case .object(let members) = current, let next = members[String(part)] else {
        return nil
      }
      current = next
    }
    return current
  }

  private func describe(_ value: JSONDocument) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): String(flag)
    case .number(let number): String(number)
    case .string(let text): "\"\(text.prefix(40))\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension Goldens {
  /// `Reports/schema/tokendiff-report.schema.json`, the JSON contract's schema.
  public static var schema: URL {
    reports.appendingPathComponent("schema/tokendiff-report.schema.json")
  }

  /// `Reports/schema/tokendiff-config.schema.json`, the configuration file's schema.
  public static var configurationSchema: URL {
    reports.appendingPathComponent("schema/tokendiff-config.schema.json")
  }
}
