import TokenDiffCore

/// Links from the Markdown comment to the head commit's files and to the full report.
enum MarkdownLinks {
  /// `address` when it is an `http`/`https` address, with every character that could end a
  /// Markdown link destination or break a table percent-encoded; `nil` otherwise. Pure.
  static func safeURL(_ address: String) -> String? {
    let lower = address.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
    var result = ""
    for byte in address.utf8 {
      let scalar = Unicode.Scalar(byte)
      let allowed =
        byte < 0x80
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~:/?#&=+,;%!$*".unicodeScalars.contains(scalar))
      result += allowed ? String(scalar) : percent(byte)
    }
    return result
  }

  /// A path with every byte but unreserved characters and `/` percent-encoded. Pure.
  static func encodePath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        byte < 0x80
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-._~/".unicodeScalars.contains(scalar))
      result += unreserved ? String(scalar) : percent(byte)
    }
    return result
  }

  /// `file:line` linked to the line in the head commit when the repository address and the
  /// commit are known, plain code otherwise. Pure.
  static func location(_ location: SourceLocation?, commit: String?, options: RenderOptions)
    -> String
  {
    guard let location else { return "" }
    let label = MarkdownEscaping.code("\(location.file):\(location.line)")
    guard let repository = options.repositoryURL.flatMap(safeURL), let commit,
      commit.allSatisfy(\.isHexDigit)
    else { return label }
    let base = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
    return "[\(label)](\(base)/blob/\(commit)/\(encodePath(location.file))#L\(location.line))"
  }

  /// Where the full report is, for the "... and N more" lines. Pure.
  static func fullReport(_ options: RenderOptions) -> String {
    if let url = options.fullReportURL.flatMap(safeURL) {
      return "in the [full report](\(url))"
    }
    return "in the full report (`tokendiff --format html` or `--format json`)"
  }

  private static func percent(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }
}
