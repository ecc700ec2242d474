/// What `tokendiff init` found in a folder, and the commented `.tokendiff.yml` it writes from
/// it: the files as globs, the formats that need naming, the sets and modes, and contrast pairs
/// suggested from the colour tokens' names.
public struct StarterConfiguration: Sendable, Equatable {
  /// Globs that cover the token files found, one per top folder and extension.
  public var globs: [String]
  /// How many files each glob covers.
  public var fileCounts: [String: Int]
  /// Top folders whose files are all in a format other than DTCG, with that format.
  public var formats: [(glob: String, format: TokenFormat)]
  public var sets: [String]
  public var modes: [String]
  /// Suggested text-on-surface rules, with how many tokens each side matched.
  public var pairs: [(foreground: String, background: String, counts: (Int, Int))]
  public var tokenCount: Int

  public static func == (lhs: StarterConfiguration, rhs: StarterConfiguration) -> Bool {
    lhs.yaml(schema: nil) == rhs.yaml(schema: nil)
  }

  /// Words that name text and surface colours in token paths.
  static let foregroundWords: Set<String> = [
    "text", "foreground", "fg", "content", "ink", "label", "icon", "on",
  ]
  static let backgroundWords: Set<String> = [
    "surface", "background", "bg", "canvas", "fill", "layer", "backdrop",
  ]

  /// Reads a folder's token files and their resolved sets. Pure.
  public init(files: [SourceFile], revision: ResolvedRevision) {
    var globs: [String: Int] = [:]
    var formatsByGlob: [String: Set<TokenFormat>] = [:]
    for file in files {
      let glob = Self.glob(for: file.path)
      globs[glob, default: 0] += 1
      if let format = TokenFormat.detected(in: file) {
        formatsByGlob[glob, default: []].insert(format)
      }
    }
    self.globs = globs.keys.sorted()
    self.fileCounts = globs
    self.formats = formatsByGlob.keys.sorted().compactMap { glob in
      guard let formats = formatsByGlob[glob], formats.count == 1, let format = formats.first,
        format != .dtcg
      else { return nil }
      return (glob, format)
    }
    self.sets = revision.sets.map(\.set).filter { !$0.isEmpty }.sorted()
    self.modes = revision.modeNames
    self.tokenCount = revision.tokenCount
    var foreground: [String: Int] = [:]
    var background: [String: Int] = [:]
    for set in revision.sets {
      for token in set.baseline.tokens where token.type == .color {
        let segments = token.path.segments
        guard segments.count >= 2 else { continue }
        let group = segments.dropLast()
        let words = Set(
          group.last.map {
            $0.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
          }
            ?? []
        )
        let pattern = group.joined(separator: ".") + ".*"
        if !words.isDisjoint(with: Self.foregroundWords) {
          foreground[pattern, default: 0] += 1
        } else if !words.isDisjoint(with: Self.backgroundWords) {
          background[pattern, default: 0] += 1
        }
      }
    }
    func largest(_ groups: [String: Int]) -> [(String, Int)] {
      groups.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { ($0.key, $0.value) }
    }
    let texts = largest(foreground).prefix(2)
    let surfaces = largest(background).prefix(1)
    self.pairs = texts.flatMap { text in
      surfaces.map { surface in (text.0, surface.0, (text.1, surface.1)) }
    }
  }

  /// `tokens/**/*.tokens.json` for `tokens/a/b.tokens.json`; a file at the root is its own
  /// glob. Pure.
  static func glob(for path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let name = parts.last.map(String.init) ?? path
    let lower = name.lowercased()
    let suffix =
      [".tokens.json5", ".tokens.jsonc", ".tokens.json", ".tokens", ".json5", ".jsonc", ".json"]
      .first {
        lower.hasSuffix($0)
      } ?? ""
    guard parts.count > 1 else { return name }
    let folder = String(parts[0])
    return suffix.isEmpty ? "\(folder)/**/\(name)" : "\(folder)/**/*\(suffix)"
  }

  /// The configuration file, commented: YAML that `Configuration(from:)` reads and the
  /// published schema accepts. Names from token files are quoted. Pure.
  public func yaml(schema: String?) -> String {
    var lines: [String] = []
    if let schema { lines.append("# yaml-language-server: $schema=\(schema)") }
    let fileCount = fileCounts.values.reduce(0, +)
    lines += [
      "# tokendiff configuration, written by `tokendiff init` from what it found here:",
      "# \(fileCount) token file\(fileCount == 1 ? "" : "s"), \(tokenCount) token\(tokenCount == 1 ? "" : "s")"
        + (sets.isEmpty ? "" : ", sets: " + Self.list(sets))
        + (modes.isEmpty ? "." : ", modes: " + Self.list(modes) + "."),
      "# Every key is optional; the README's Configuration section lists them all.",
      "",
      "# Which files are token files (globs). Without `files:` tokendiff reads its default",
      "# selection (**/*.tokens.json, **/tokens/**/*.json, ...).",
      "files:",
    ]
    for glob in globs {
      let count = fileCounts[glob] ?? 0
      lines.append("  - \(Self.quoted(glob))  # \(count) file\(count == 1 ? "" : "s")")
    }
    if !formats.isEmpty {
      lines += [
        "", "# The format of these files, as detected (naming it skips detection).", "formats:",
      ]
      for (glob, format) in formats { lines.append("  \(Self.quoted(glob)): \(format.rawValue)") }
    }
    lines += [
      "",
      "# What fails the run (exit status 1): broken, forbidden, contrast-regression, a change kind...",
      "failOn: [broken, forbidden]",
      "",
      "# Values no token may resolve to, compared as colours.",
      "forbidden: [\"#FF000000\"]",
    ]
    if !modes.isEmpty {
      lines += [
        "",
        "# Modes found: \(Self.list(modes)). Every report covers each of them; limit one with",
        "# --mode NAME.",
      ]
    }
    lines += ["", "# Text/surface pairs whose WCAG contrast every report measures, per mode."]
    if pairs.isEmpty {
      lines += [
        "# No text or surface colours were recognised by name; name your own, for example:",
        "# contrast:",
        "#   pairs:",
        "#     - {foreground: \"color.text.*\", background: \"color.surface.*\", requirement: AA}",
        "contrast:",
        "  conventions: true  # pairs implied by names such as on-primary on primary",
      ]
    } else {
      lines += ["contrast:", "  pairs:"]
      for pair in pairs {
        lines += [
          "    - foreground: \(Self.quoted(pair.foreground))  # \(pair.counts.0) colours",
          "      background: \(Self.quoted(pair.background))  # \(pair.counts.1) colours",
          "      requirement: AA",
        ]
      }
      lines.append(
        "  conventions: true  # also pairs implied by names such as on-primary on primary"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted string: only printable characters, `"` and `\` escaped. Pure.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar == "\u{2028}" || scalar == "\u{2029}"
        {
          result +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Names for a comment line: at most eight, each on the same line. Pure.
  static func list(_ names: [String]) -> String {
    let shown = names.prefix(8).map { name in
      String(
        String.UnicodeScalarView(
          name.unicodeScalars.filter {
            $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && $0 != "\u{2028}"
              && $0 != "\u{2029}"
          }
        )
      )
    }
    return shown.joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
  }
}
