/// Values a Style Dictionary source holds outside token objects, which its references read:
/// Style Dictionary resolves `{hue.red}` against the merged sources whatever sits there, so
/// `"hue": {"red": 0}` (a plain number, no `value`) and `"alpha": [1, 0.5]` (`{alpha.1}`) are
/// values tokens build on, though the build outputs no token for them (its own
/// transitive-transforms example; mosaic's `padding: {'control-horizontal': '16px'}`).
///
/// Each one a token's reference names becomes a token of its own, untyped, at the place it is
/// written: so the references resolve, and a change to it is reported with the tokens it
/// reaches. A leaf nothing references stays unread, as before.
enum StyleDictionaryPlainValues {
  /// A parsed Style Dictionary source.
  struct Source {
    var path: String
    var root: JSONValue
  }

  /// The tokens for the plain values of `sources` that `tokens` reference and no token
  /// defines, and those that the new ones reference in turn. Bounded: each round adds at
  /// least one path of the sources' leaves, and rounds stop at ``maximumRounds``. Pure.
  static func tokens(referencedBy tokens: [Token], in sources: [Source]) -> [Token] {
    guard !sources.isEmpty else { return [] }
    var known = Set(tokens.lazy.map(\.path))
    var readers = tokens.filter { $0.dialect == .styleDictionary }
    var added: [Token] = []
    for _ in 0..<maximumRounds {
      let wanted = ReferenceWalker.references(in: readers)
        .flatMap { [$0, RootFolding.withoutValueSuffix($0)] }
        .filter { !known.contains($0) }
      guard !wanted.isEmpty else { break }
      var round: [Token] = []
      for path in Set(wanted).sorted() {
        for source in sources {
          guard let leaf = plainLeaf(path, in: source.root) else { continue }
          var token = Token(
            path: path,
            location: SourceLocation(file: source.path, position: leaf.position),
            value: leaf
          )
          token.dialect = .styleDictionary
          round.append(token)
        }
        if round.last?.path == path { known.insert(path) }
      }
      guard !round.isEmpty else { break }
      added += round
      readers = round
    }
    return added
  }

  /// Rounds of plain values that reference other plain values.
  static let maximumRounds = 16

  /// The value at `path` when every step there is a plain object member or array element,
  /// outside any token object, and the value is text, a number, a boolean or a list of them.
  /// Pure; bounded by the path's length.
  static func plainLeaf(_ path: TokenPath, in root: JSONValue) -> JSONValue? {
    var node = root
    for segment in path.segments {
      if node.members != nil {
        // A token object's members are its value and properties, not plain values.
        guard node["value"] == nil, node["$value"] == nil, let member = node[segment] else {
          return nil
        }
        node = member
      } else if let elements = node.arrayValue, let offset = Int(segment),
        elements.indices.contains(offset)
      {
        node = elements[offset]
      } else {
        return nil
      }
    }
    switch node.kind {
    case .string, .number, .bool: return node
    case .array(let elements):
      return elements.allSatisfy { $0.members == nil && $0.arrayValue == nil } ? node : nil
    default: return nil
    }
  }
}
