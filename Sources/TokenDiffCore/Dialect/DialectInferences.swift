/// What a dialect's rules inferred about one token, in words for `tokendiff explain`: "read as
/// …, because …". Pure.
public enum DialectInferences {
  /// The inferences for `token` as its file writes it, explained under `path` (which differs
  /// when the set's parent keys were dropped, or a resolver source names the group the token is
  /// in: one of `groupSources`, keyed as ``ResolverFragmentSources`` keys them). Pure.
  public static func reasons(
    for token: Token,
    explainedAs path: TokenPath,
    groupSources: Set<String> = []
  ) -> [String] {
    var reasons: [String] = []
    let dialect = token.dialect.rawValue
    if token.path != path, token.path.segments.count > path.segments.count,
      Array(token.path.segments.suffix(path.segments.count)) == path.segments
    {
      let group = Array(token.path.segments.dropLast(path.segments.count))
      let source = ResolverFragmentSources.source(token.location.file, pointer: group)
      if groupSources.contains(source) {
        reasons.append(
          "read inside the group '\(group.joined(separator: "."))', which its resolver names as a source ('\(source)')"
        )
      }
    }
    if token.path != path, let parent = token.path.segments.first,
      Array(token.path.segments.dropFirst()) == path.segments,
      !groupSources.contains(ResolverFragmentSources.source(token.location.file, pointer: [parent]))
    {
      reasons.append(
        "read without its file's top-level key '\(parent)', because the set's references omit it (a build that drops parent keys, such as sd-transforms' excludeParentKeys)"
      )
    }
    let type = token.explicitType ?? token.inheritedType
    if token.dialect.isLenientCSS, type == .dimension,
      DialectValues.unitlessNumber(token.value) != nil
    {
      reasons.append("its unitless size is read as px, because \(dialect) builds add px")
    }
    if token.dialect.isLenientCSS, type == .fontWeight, let name = token.value.stringValue,
      Double(name) == nil, ValueReader.fontWeightNames[name] == nil,
      FontWeightNames.weight(of: name) != nil
    {
      reasons.append("the weight name '\(name)' is read as a number, as \(dialect) builds map it")
    }
    if token.dialect == .styleDictionary, type == nil, token.aliasTarget == nil {
      reasons.append(
        "it has no type, which Style Dictionary needs none of: compared as written (a colour told by its value)"
      )
    }
    return reasons
  }
}
