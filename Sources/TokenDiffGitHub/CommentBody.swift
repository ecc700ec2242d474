/// Makes a Markdown report fit to be a comment: marked, and short enough for GitHub.
public enum CommentBody {
  /// GitHub rejects comment bodies over 65,536 characters; this leaves room for the notice.
  /// Counted in UTF-8 bytes, as the Markdown renderer counts: a character is never fewer bytes
  /// than UTF-16 units or scalars, so the body fits however GitHub counts (an emoji is two
  /// UTF-16 units).
  public static let limit = 65_000

  /// `body` starting with `marker` (added when missing), cut at a line boundary with a notice
  /// when it is too long for a comment. Pure.
  public static func prepare(_ body: String, marker: String) -> String {
    var text = body.hasPrefix(marker) ? body : marker + "\n" + body
    guard text.utf8.count > limit else { return text }
    let notice =
      "\n\n---\n\n_The report is too long for a comment; the job summary and the report"
      + " artifact have all of it._\n"
    var kept = ""
    var count = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let length = line.utf8.count + 1
      // 120 characters stay free for closing up to ten open <details> elements.
      if count + length + notice.utf8.count + 120 > limit { break }
      kept += line + "\n"
      count += length
    }
    // Close an open <details> so the notice is not folded away.
    let unclosed = kept.ranges(of: "<details").count - kept.ranges(of: "</details>").count
    kept += String(repeating: "\n</details>\n", count: min(10, max(0, unclosed)))
    text = kept + notice
    return text
  }
}
