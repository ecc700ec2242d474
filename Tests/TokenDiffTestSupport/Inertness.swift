import Foundation
public import Testing

/// Checks that text from token files came out inert: no script, no closing `</details>`, no
/// table broken by `|`, no @-mention, no image.
public enum Inertness {
  /// The payload the tests put in token names, values, descriptions and revision names.
  public static let payload =
    "x<script>alert(1)</script></details>|a|`b` ``c`` @someone ![x](http://example.com/x.png)"

  /// Markdown-family output (the comment and the release notes) that GitHub would render.
  public static func expectInertMarkdown(
    _ markdown: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for forbidden in ["<script", "alert(1)</", "@someone", "![", "](http://example.com", "|a|"] {
      #expect(
        !markdown.contains(forbidden),
        "\(forbidden) must be escaped",
        sourceLocation: sourceLocation
      )
    }
    #expect(
      occurrences(of: "</details>", in: markdown) == occurrences(of: "<details", in: markdown),
      "only the renderer's own </details>",
      sourceLocation: sourceLocation
    )
  }

  /// Every row of every table has as many cells as its header.
  public static func expectTablesKeepTheirColumns(
    _ markdown: String,
    minimumRows: Int = 10,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expected: Int?
    var rows = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        expected = nil
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).count
      if let expected {
        #expect(cells == expected, "\(line)", sourceLocation: sourceLocation)
        rows += 1
      } else {
        expected = cells
      }
    }
    #expect(rows >= minimumRows, sourceLocation: sourceLocation)
  }

  /// The text outside Markdown code spans (a run of backticks up to the next run of the same
  /// length). Pure.
  public static func removingCodeSpans(_ text: String) -> String {
    var outside = ""
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] == "`" else {
        outside.append(text[index])
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, text[end] == "`" { end = text.index(after: end) }
      let fence = String(text[index..<end])
      var search = end
      var closed: String.Index?
      while let found = text.range(of: fence, range: search..<text.endIndex) {
        if found.upperBound == text.endIndex || text[found.upperBound] != "`" {
          closed = found.upperBound
          break
        }
        search = found.upperBound
        while search < text.endIndex, text[search] == "`" { search = text.index(after: search) }
      }
      guard let closed else {
        outside += fence
        index = end
        continue
      }
      index = closed
    }
    return outside
  }

  /// How many times `needle` occurs in `text`. Pure.
  public static func occurrences(of needle: String, in text: String) -> Int {
    var count = 0
    var search = text.startIndex
    while let found = text.range(of: needle, range: search..<text.endIndex) {
      count += 1
      search = found.upperBound
    }
    return count
  }
}
