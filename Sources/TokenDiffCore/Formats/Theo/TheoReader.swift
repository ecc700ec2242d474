/// Reads one Theo token file into ``Token`` values.
///
/// - Each prop of `props` (a map of name to `{value, type, category, comment}`, or a list of
///   such objects with a `name`) is a token named by its name, as one path segment
///   (`COLOR_BACKGROUND`): Theo names are flat, and outputs name them whole. Its type is its own
///   `type` or the file's `global.type`.
/// - Each alias of `aliases` (a name to a value, or to `{value, comment}`) is a token under
///   `aliases` (`aliases.BLUE`): props refer to aliases only, and a prop may share an alias's
///   name. Aliases are the set's raw values; a change to one reaches the props that use it.
/// - A reference `{!NAME}` names an alias, whole (`"{!BLUE}"`, an alias) or inside text
///   (`"1px solid {!BLUE}"`, which reads with the alias's value written in).
/// - `imports` names files whose props and aliases the file's output includes: the files of
///   one set already resolve against each other, so they add nothing here.
///
/// Only a `type` of `color` is read as DTCG's `color`; Theo's other types (`size`, `spacing`,
/// `box-shadow`…) are its transforms' and are compared as written, as a Style Dictionary set's
/// are. Every problem is a finding; nothing stops the rest of the file.
struct TheoReader {
  let file: String
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(file: String) {
    self.file = file
  }

  mutating func read(_ root: JSONValue) {
    let globalType = root["global"]?["type"]?.stringValue
    for member in root["aliases"]?.members ?? [] {
      let body = member.value
      let value = body.members != nil ? body["value"] : body
      guard let value else {
        report(member, path: Self.aliasPath(member.key), "alias '\(member.key)' has no value")
        continue
      }
      tokens.append(
        Token(
          path: Self.aliasPath(member.key),
          location: SourceLocation(file: file, position: member.keyPosition),
          value: Self.rewritingReferences(in: value),
          description: body["comment"]?.stringValue
        )
      )
    }
    switch root["props"]?.kind {
    case .object(let members):
      for member in members {
        prop(name: member.key, body: member.value, at: member.keyPosition, type: globalType)
      }
    case .array(let elements):
      for element in elements {
        // YAML reads `name: 0` as a number; Theo names the prop by its text all the same
        // (`$radius-0`).
        guard let name = element["name"].flatMap(Self.nameText) else {
          findings.append(
            Finding(
              kind: .invalidValue,
              location: SourceLocation(file: file, position: element.position),
              message: "a prop of the list has no 'name'"
            )
          )
          continue
        }
        prop(name: name, body: element, at: element.position, type: globalType)
      }
    default: break
    }
  }

  /// A prop's `name` as Theo names it, as JavaScript writes the value YAML read: text as it
  /// is, a number as its shortest spelling (`1.50` as `1.5`, `0x10` as `16`), `true` and
  /// `false`. Pure.
  static func nameText(_ value: JSONValue) -> String? {
    switch value.kind {
    case .string(let text): return text
    case .number(let number, _):
      if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
      return "\(number)"
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }

  private mutating func prop(
    name: String,
    body: JSONValue,
    at position: TextPosition,
    type: String?
  ) {
    let path = TokenPath([name])
    guard body.members != nil, let value = body["value"] else {
      findings.append(
        Finding(
          kind: .invalidValue,
          token: path,
          location: SourceLocation(file: file, position: position),
          message: "prop '\(name)' has no value"
        )
      )
      return
    }
    // A prop whose value is null declares a hook without a default (Salesforce's styling
    // hooks): compared as written, with no type to hold it to.
    let isHook = value.kind == .null
    tokens.append(
      Token(
        path: path,
        location: SourceLocation(file: file, position: position),
        explicitType: isHook ? nil : Self.type(body["type"]?.stringValue ?? type, of: value),
        value: Self.rewritingReferences(in: value),
        description: body["comment"]?.stringValue
      )
    )
  }

  /// `color` is DTCG's colour, and `number` DTCG's number when the value is written as one;
  /// another name is kept unless DTCG gives it a meaning Theo's values do not have (a `shadow`
  /// of Theo's, or a `number` written `1.5rem`, is CSS text). Pure.
  static func type(_ name: String?, of value: JSONValue) -> TokenType? {
    guard let name, !name.isEmpty else { return nil }
    let type = TokenType(rawValue: name)
    if type == .color { return type }
    if type == .number, case .number = value.kind { return type }
    return TokenType.dtcgTypes.contains(type) ? nil : type
  }

  /// An alias's path: `aliases.` and its name, split on dots as a reference to it is. Pure.
  static func aliasPath(_ name: String) -> TokenPath { TokenPath(dotted: "aliases." + name) }

  /// A value with each `{!NAME}` written as the reference `{aliases.NAME}`, in its text and
  /// in the text of its members (Theo resolves aliases inside a prop's object value too); a
  /// brace with no name after `!`, or with a brace inside, is text. Pure.
  static func rewritingReferences(in value: JSONValue) -> JSONValue {
    value.mappingStrings { text in
      guard text.contains("{!") else { return nil }
      return replacingBraced(in: text) { inside in
        guard inside.first == "!", inside.count > 1, !inside.contains("{") else { return nil }
        return "{aliases." + inside.dropFirst() + "}"
      }
    }
  }

  private mutating func report(_ member: JSONMember, path: TokenPath, _ message: String) {
    findings.append(
      Finding(
        kind: .invalidValue,
        token: path,
        location: SourceLocation(file: file, position: member.keyPosition),
        message: message
      )
    )
  }
}
