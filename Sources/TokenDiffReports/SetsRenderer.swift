import Foundation
public import TokenDiffCore

/// Renders `tokendiff sets`: text for people, JSON for scripts. Every name comes from the
/// repository and is printed as data (text: control characters escaped; JSON: encoded).
public enum SetsRenderer {
  /// Text: one block per set, then what was not read and why. Pure.
  public static func text(_ listing: TokenSetListing) -> String {
    var lines = ["tokendiff sets \(TextReportRenderer.sanitised(listing.revision))"]
    let total = listing.sets.reduce(0) { $0 + $1.tokens }
    lines.append(
      "\(listing.sets.count) token \(listing.sets.count == 1 ? "set" : "sets"), \(total) tokens"
    )
    for set in listing.sets {
      lines.append("")
      lines.append(
        "\(set.root.isEmpty ? "(repository root)" : TextReportRenderer.sanitised(set.root) + "/")"
      )
      lines.append("  found: \(TextReportRenderer.sanitised(set.rule))")
      lines.append(
        "  format: \(set.formats.isEmpty ? "none" : set.formats.joined(separator: ", "))"
      )
      lines.append(
        "  tokens: \(set.tokens) in \(set.files.count) files"
          + (set.output.map {
            " (\($0) output; the others, in source sets or in sets no theme uses, are not reported)"
          } ?? "")
      )
      if set.dimensions.isEmpty {
        lines.append(
          "  modes: \(set.modes.isEmpty ? "none" : set.modes.map(TextReportRenderer.sanitised).joined(separator: "; "))"
        )
      } else {
        // Large resolvers list one modifier's contexts at a time, not every combination.
        let combinations = set.dimensions.values.reduce(1) { $0 &* max($1.count, 1) }
        lines.append(
          "  modes: \(set.modes.count), "
            + (combinations == set.modes.count ? "every combination of" : "over")
        )
        for (name, values) in set.dimensions.sorted(by: { $0.key < $1.key }) {
          lines.append(
            "    \(TextReportRenderer.sanitised(name)): \(values.map(TextReportRenderer.sanitised).joined(separator: ", "))"
          )
        }
      }
      for file in set.files { lines.append("    \(TextReportRenderer.sanitised(file))") }
    }
    if !listing.notes.isEmpty {
      lines.append("")
      lines.append("Notes")
      for note in listing.notes { lines.append("  \(TextReportRenderer.sanitised(note))") }
    }
    if !listing.unread.isEmpty {
      lines.append("")
      lines.append("Not read (\(listing.unread.count))")
      for file in listing.unread {
        lines.append(
          "  \(TextReportRenderer.sanitised(file.path)): \(TextReportRenderer.sanitised(file.reason))"
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// JSON with sorted keys. Pure.
  public static func json(_ listing: TokenSetListing) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(listing) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
