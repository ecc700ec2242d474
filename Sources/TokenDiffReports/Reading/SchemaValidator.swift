public import TokenDiffCore

/// Checks a JSON value against a JSON Schema (draft 2020-12) for the keywords the report schema
/// uses: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`,
/// `$ref` (to `#/$defs/...`), `anyOf`, `oneOf`, `minimum` and `maximum`; `description`,
/// `title`, `$schema`, `$id`, `$defs`, `default` and `examples` are annotations.
///
/// Pure. Stops at the first ``limit`` problems and at a nesting depth of 64, so its work is
/// bounded by the size of the document.
public struct SchemaValidator: Sendable {
  let schema: JSONValue
  static let limit = 20

  public init(schema: JSONValue) {
    self.schema = schema
  }

  /// Every way `instance` breaks the schema (at most ``limit``), each as `path: problem`.
  public func errors(in instance: JSONValue) -> [String] {
    var errors: [String] = []
    check(instance, against: schema, at: "$", errors: &errors, depth: 0)
    return errors
  }

  private func check(
    _ instance: JSONValue,
    against schema: JSONValue,
    at path: String,
    errors: inout [String],
    depth: Int
  ) {
    guard errors.count < Self.limit else { return }
    guard depth < 64 else { return errors.append("\(path): nests too deeply") }
    if case .bool(let allowed) = schema.kind {
      if !allowed { errors.append("\(path): no value is allowed here") }
      return
    }
    guard schema.members != nil else {
      return errors.append("\(path): the schema is not an object")
    }
    if let reference = schema["$ref"]?.stringValue {
      guard let target = resolve(reference) else {
        return errors.append("\(path): unresolvable $ref \(reference)")
      }
      check(instance, against: target, at: path, errors: &errors, depth: depth + 1)
    }
    if let type = schema["type"] {
      let allowed =
        type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap(\.self)
      if Self.typeNames(instance).isDisjoint(with: allowed) {
        errors.append("\(path): expected \(allowed.joined(separator: " or "))")
      }
    }
    if let values = schema["enum"]?.arrayValue,
      !values.contains(where: { Self.equal($0, instance) })
    {
      errors.append("\(path): not one of the allowed values")
    }
    if let constant = schema["const"], !Self.equal(constant, instance) {
      errors.append("\(path): not the required constant")
    }
    if let number = instance.numberValue {
      if let minimum = schema["minimum"]?.numberValue, number < minimum {
        errors.append("\(path): below the minimum \(formatNumber(minimum))")
      }
      if let maximum = schema["maximum"]?.numberValue, number > maximum {
        errors.append("\(path): above the maximum \(formatNumber(maximum))")
      }
    }
    for keyword in ["anyOf", "oneOf"] {
      guard let options = schema[keyword]?.arrayValue else { continue }
      var passing = 0
      var closest: [String]?
      for option in options {
        var branch: [String] = []
        check(instance, against: option, at: path, errors: &branch, depth: depth + 1)
        if branch.isEmpty { passing += 1 }
        if branch.count < (closest?.count ?? .max) { closest = branch }
      }
      if passing == 0 {
        // The branch that came closest says best what is wrong.
        errors.append(closest?.first ?? "\(path): matches none of \(keyword)")
      } else if keyword == "oneOf", passing > 1 {
        errors.append("\(path): matches \(passing) of oneOf, not exactly 1")
      }
    }
    if let members = instance.members {
      checkObject(members, schema, at: path, errors: &errors, depth: depth)
    }
    if let elements = instance.arrayValue, let items = schema["items"] {
      for (index, element) in elements.enumerated() {
        check(element, against: items, at: "\(path)[\(index)]", errors: &errors, depth: depth + 1)
      }
    }
  }

  private func checkObject(
    _ members: [JSONMember],
    _ schema: JSONValue,
    at path: String,
    errors: inout [String],
    depth: Int
  ) {
    let names = Set(members.map(\.key))
    for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
    where !names.contains(name) {
      errors.append("\(path): missing required member \(name)")
    }
    var seen = Set<String>()
    for member in members {
      guard seen.insert(member.key).inserted else {
        errors.append("\(path): member \(member.key) is written twice")
        continue
      }
      let memberPath = path + "." + member.key
      if let property = schema["properties"]?[member.key] {
        check(member.value, against: property, at: memberPath, errors: &errors, depth: depth + 1)
      } else if let additional = schema["additionalProperties"] {
        if case .bool(false) = additional.kind {
          errors.append("\(path): unexpected member \(member.key)")
        } else {
          check(
            member.value,
            against: additional,
            at: memberPath,
            errors: &errors,
            depth: depth + 1
          )
        }
      }
    }
  }

  /// `#/$defs/name` inside this schema.
  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var current: JSONValue? = schema
    for part in reference.dropFirst(2).split(separator: "/") { current = current?[String(part)] }
    return current
  }

  private static func typeNames(_ value: JSONValue) -> Set<String> {
    switch value.kind {
    case .null: ["null"]
    case .bool: ["boolean"]
    case .number(let number, _): number.rounded() == number ? ["number", "integer"] : ["number"]
    case .string: ["string"]
    case .array: ["array"]
    case .object: ["object"]
    }
  }

  /// JSON equality: numbers by value, objects by members regardless of order. Pure.
  static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left.kind, right.kind) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a, _), .number(let b, _)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && a.allSatisfy { member in
          b.contains { $0.key == member.key && equal($0.value, member.value) }
        }
    default: return false
    }
  }
}
