public import Foundation

/// GitHub's Markdown renderer, cmark-gfm, through PyPI's `cmarkgfm` in `.build/test-venv`
/// (scripts/setup installs it with `TOKENDIFF_WITH_BROWSER=1`, as scripts/test does). Tests
/// that need it skip with a message when it is missing.
public enum GitHubMarkdown {
  /// `.build/test-venv/bin/python` at the package root.
  public static let python = Fixtures.root.deletingLastPathComponent()
    .appendingPathComponent(".build/test-venv/bin/python")

  /// Whether the interpreter is there (that it has `cmarkgfm` is checked when rendering).
  public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

  public static let missingMessage =
    "no .build/test-venv with cmarkgfm (TOKENDIFF_WITH_BROWSER=1 scripts/setup): the cmark-gfm tests are skipped"

  /// The HTML GitHub's renderer makes of `markdown`, with the GitHub extensions comments use
  /// (tables, strikethrough, autolinks, tag filter) and raw HTML kept, as GitHub keeps
  /// `<details>` and `<code>` before its sanitizer. Throws when Python fails.
  public static func html(_ markdown: String) throws -> String {
    let script = """
      import sys, cmarkgfm
      from cmarkgfm.cmark import Options
      text = sys.stdin.buffer.read().decode("utf-8")
      sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE))
      """
    let process = Process()
    process.executableURL = python
    process.arguments = ["-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Write on another thread, so a large comment cannot fill both pipes and stall.
    let data = Data(markdown.utf8)
    let writer = Thread {
      input.fileHandleForWriting.write(data)
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let html = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSLocalizedDescriptionKey: "cmarkgfm exited with \(process.terminationStatus)"]
      )
    }
    return String(decoding: html, as: UTF8.self)
  }

  /// The tables of rendered HTML as rows of cell texts (tags removed), header row first. Pure.
  public static func tables(_ html: String) -> [[[String]]] {
    html.components(separatedBy: "<table>").dropFirst().map { table in
      let body = table.components(separatedBy: "</table>")[0]
      return body.components(separatedBy: "<tr>").dropFirst().map { row in
        row.components(separatedBy: "</tr>")[0]
          .replacingOccurrences(of: "<th[^>]*>", with: "<td>", options: .regularExpression)
          .components(separatedBy: "<td").dropFirst().map { cell in
            let inner = cell.components(separatedBy: "</t")[0]
            let text = inner.drop { $0 != ">" }.dropFirst()
            return String(text)
              .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
              .trimmingCharacters(in: .whitespaces)
          }
      }
    }
  }
}
