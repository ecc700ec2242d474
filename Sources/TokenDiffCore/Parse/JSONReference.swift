/// Where a `$ref` (or a pointer-form `$extends`) leads: a file of the revision and the RFC 6901
/// pointer into it, as segments with `~0` and `~1` already unescaped.
///
/// Two references are the same when they name the same place, however they were written, so
/// cycles are found whatever mix of relative paths leads round.
struct JSONReference: Hashable, CustomStringConvertible {
  var file: String
  var segments: [String]
  /// The reference as written, for messages.
  var text: String

  init(file: String, segments: [String], text: String) {
    self.file = file
    self.segments = segments
    self.text = text
  }

  var description: String { text }

  static func == (lhs: JSONReference, rhs: JSONReference) -> Bool {
    lhs.file == rhs.file && lhs.segments == rhs.segments
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(segments)
  }

  /// The pointer alone, re-escaped: `#/a~1b/0`. Pure.
  static func pointerText(_ segments: [String]) -> String {
    "#" + segments.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }.joined()
  }

  /// Reads `#/a/b`, `other.tokens.json#/a/b`, `./dir/x.tokens.json#/a` or `x.tokens.json`
  /// (the whole document), relative to the folder of `file`. Pure.
  static func parse(_ text: String, from file: String) -> Result<JSONReference, ReferenceProblem> {
    guard !text.isEmpty else {
      return .failure(
        ReferenceProblem(
          .invalidValue,
          "$ref is empty; a JSON Pointer such as '#/color/blue' is needed"
        )
      )
    }
    let hash = text.firstIndex(of: "#")
    let documentPart = String(text[..<(hash ?? text.endIndex)])
    var target = file
    if !documentPart.isEmpty {
      if documentPart.contains("://") || documentPart.hasPrefix("//") {
        return .failure(
          ReferenceProblem(
            .brokenReference,
            "$ref '\(text)' names a remote document, which tokendiff does not fetch"
          )
        )
      }
      guard let decoded = percentDecoded(documentPart) else {
        return .failure(ReferenceProblem(.invalidValue, "$ref '\(text)' has a malformed %-escape"))
      }
      guard let resolved = relativePath(decoded, from: file) else {
        return .failure(
          ReferenceProblem(.brokenReference, "$ref '\(text)' leads outside the repository")
        )
      }
      target = resolved
    }
    var segments: [String] = []
    if let hash {
      let fragment = String(text[text.index(after: hash)...])
      guard let decoded = percentDecoded(fragment) else {
        return .failure(ReferenceProblem(.invalidValue, "$ref '\(text)' has a malformed %-escape"))
      }
      if !decoded.isEmpty {
        guard decoded.hasPrefix("/") else {
          return .failure(
            ReferenceProblem(
              .invalidValue,
              "$ref '\(text)' is not a JSON Pointer: after '#' it must start with '/'"
            )
          )
        }
        for raw in decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
          guard let segment = unescape(raw) else {
            return .failure(
              ReferenceProblem(
                .invalidValue,
                "$ref '\(text)' is not a JSON Pointer: '~' must be followed by 0 or 1"
              )
            )
          }
          segments.append(segment)
        }
      }
    }
    return .success(JSONReference(file: target, segments: segments, text: text))
  }

  /// `~0` → `~`, `~1` → `/`; `nil` for any other `~`. Pure.
  static func unescape(_ raw: Substring) -> String? {
    guard raw.contains("~") else { return String(raw) }
    var result = ""
    var iterator = raw.makeIterator()
    while let character = iterator.next() {
      guard character == "~" else {
        result.append(character)
        continue
      }
      switch iterator.next() {
      case "0": result.append("~")
      case "1": result.append("/")
      default: return nil
      }
    }
    return result
  }

  /// `%XX` escapes decoded as UTF-8; `nil` when one is malformed. Pure.
  private static func percentDecoded(_ text: String) -> String? {
    guard text.contains("%") else { return text }
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
        let low = hexValue(utf8[utf8.startIndex + 1])
      else { return nil }
      bytes.append(high << 4 | low)
      utf8 = utf8.dropFirst(2)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `relative` read from the folder of `file` (`/`-separated, relative to the repository
  /// root); a leading `/` starts from the root. `nil` when `..` climbs above the root. Pure.
  static func relativePath(_ relative: String, from file: String) -> String? {
    var parts: [Substring] =
      relative.hasPrefix("/")
      ? [] : file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard parts.popLast() != nil else { return nil }
      default: parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}

/// Why a `$ref` or `$extends` could not be followed.
struct ReferenceProblem: Error, Hashable {
  var kind: FindingKind
  var message: String

  init(_ kind: FindingKind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}
