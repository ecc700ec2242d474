/// A part of the Markdown comment that can lose rows when the comment is too long: lines before
/// its rows, the rows, and lines after them.
struct MarkdownSection {
  /// Higher is more important: lower-priority sections lose their rows first.
  var priority: Int
  var head: [String]
  var rows: [String]
  var tail: [String] = []
  /// The line that replaces the rows left out, given how many.
  var more: (Int) -> String
  /// How many rows are shown.
  var shown: Int
  /// Whether the section can be left out altogether when even its empty form does not fit.
  var removable = true
  var isRemoved = false

  init(
    priority: Int,
    head: [String],
    rows: [String],
    tail: [String] = [],
    limit: Int? = nil,
    removable: Bool = true,
    more: @escaping (Int) -> String
  ) {
    self.priority = priority
    self.head = head
    self.rows = rows
    self.tail = tail
    self.more = more
    self.shown = min(rows.count, limit ?? rows.count)
    self.removable = removable
  }

  /// The section's lines as shown. Pure.
  var lines: [String] {
    guard !isRemoved else { return [] }
    var lines = head + rows.prefix(shown)
    if shown < rows.count { lines += ["", more(rows.count - shown)] }
    return lines + tail
  }

  /// Length in UTF-8 bytes, newlines included: never fewer than the characters GitHub counts,
  /// so a comment within the limit in bytes is within it however GitHub counts. Pure.
  var length: Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }
}

/// Fits sections into a character budget, cutting the least important first.
enum MarkdownBudget {
  /// Shows fewer rows of the lowest-priority sections until everything fits in `limit`
  /// characters with `fixed` characters already used, then drops whole removable sections.
  /// Pure.
  static func fit(_ sections: inout [MarkdownSection], fixed: Int, limit: Int) {
    func total() -> Int { fixed + sections.reduce(0) { $0 + $1.length } }
    let order = sections.indices.sorted {
      sections[$0].priority != sections[$1].priority
        ? sections[$0].priority < sections[$1].priority : $0 > $1
    }
    for index in order {
      var excess = total() - limit
      guard excess > 0 else { return }
      // Take rows off the end; the "... and N more" line appears once.
      let wasComplete = sections[index].shown == sections[index].rows.count
      if wasComplete, sections[index].shown > 0 {
        excess += sections[index].more(sections[index].rows.count).utf8.count + 2
      }
      while excess > 0, sections[index].shown > 0 {
        sections[index].shown -= 1
        excess -= sections[index].rows[sections[index].shown].utf8.count + 1
      }
    }
    // The estimate above can miss by the digits of a count: settle the rest one row at a time.
    while total() > limit,
      let index = order.first(where: { sections[$0].shown > 0 && !sections[$0].isRemoved })
    {
      sections[index].shown -= 1
    }
    for index in order where total() > limit && sections[index].removable {
      sections[index].isRemoved = true
    }
  }
}
