extension TokenFormat {
  /// The format a file's content looks like (`formats:` aside), `nil` when it is not JSON
  /// (JSON5 for `.json5` files, YAML for `.yml` and `.yaml`). Bricks and Tokens Studio sets
  /// span several files and are not told apart here. Pure.
  public static func detected(in file: SourceFile) -> TokenFormat? {
    let dialect = JSONDialect(path: file.path)
    guard let root = try? JSONParser.parse(file.bytes, dialect: dialect) else { return nil }
    return detect(root, file: file.path, syntax: TokenSyntax.detect(in: root))
  }
}
