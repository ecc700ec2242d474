extension TokenParser {
  /// The tokens of a JSON tree that is not a file of its own, such as the inline sources of a
  /// resolver document; their locations point into `file`. Findings are dropped: the tree is
  /// checked where it is written. Pure.
  static func tokens(inlineIn value: JSONValue, file: String) -> [Token] {
    var walker = GroupWalker(file: file, style: TokenSyntax.detect(in: value))
    walker.walkGroup(value, path: TokenPath([]), context: GroupContext())
    return walker.tokens
  }
}
