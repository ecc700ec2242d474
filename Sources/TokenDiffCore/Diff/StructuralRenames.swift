import Foundation

/// The structural rename rule of ``RenameMatcher``: a removed and an added token that hold the
/// same thing under a similar name.
enum StructuralRenames {
  /// Candidate pairs in one bucket beyond this are all left ambiguous (a value thousands of
  /// tokens share says nothing about which is which).
  static let maximumPairsPerBucket = 1_000_000

  /// Pure; the indices are those given with the tokens. `grouped` are the removed indices a
  /// group rename paired (``GroupRenames``).
  static func match(removed: [(Int, ResolvedToken)], added: [(Int, ResolvedToken)]) -> (
    pairs: [(Int, Int)], ambiguous: [Int: [Int]], grouped: Set<Int>
  ) {
    guard !removed.isEmpty, !added.isEmpty else { return ([], [:], []) }
    var addedByKey: [String: [(Int, ResolvedToken)]] = [:]
    for entry in added {
      if let key = key(entry.1) { addedByKey[key, default: []].append(entry) }
    }
    var removedByKey: [String: [(Int, ResolvedToken)]] = [:]
    for entry in removed {
      if let key = key(entry.1), addedByKey[key] != nil {
        removedByKey[key, default: []].append(entry)
      }
    }
    // A group renamed first: its tokens are told apart by the segment it renamed, where many of
    // them share a value and a similar name.
    let buckets = removedByKey.keys.sorted().compactMap {
      key -> (olds: [(Int, ResolvedToken)], news: [(Int, ResolvedToken)])? in
      let olds = removedByKey[key] ?? []
      let news = addedByKey[key] ?? []
      return olds.count * news.count <= maximumPairsPerBucket ? (olds, news) : nil
    }
    let grouped = GroupRenames.match(buckets)
    let groupedOld = Set(grouped.map(\.0))
    let groupedNew = Set(grouped.map(\.1))
    var candidatesOfRemoved: [Int: [Int]] = [:]
    var candidatesOfAdded: [Int: [Int]] = [:]
    for (key, allOlds) in removedByKey {
      let olds = allOlds.filter { !groupedOld.contains($0.0) }
      let news = (addedByKey[key] ?? []).filter { !groupedNew.contains($0.0) }
      guard olds.count * news.count <= maximumPairsPerBucket else { continue }
      let newWords = news.map { PathSimilarity.words($0.1.path) }
      for (oldIndex, oldToken) in olds {
        let oldWords = PathSimilarity.words(oldToken.path)
        for (position, (newIndex, _)) in news.enumerated()
        where PathSimilarity.isSimilar(oldWords, newWords[position]) {
          candidatesOfRemoved[oldIndex, default: []].append(newIndex)
          candidatesOfAdded[newIndex, default: []].append(oldIndex)
        }
      }
    }
    // Where a name has several candidates, those that keep its last segment (`.light` for
    // `.light`, when a group is renamed and its light and dark values are equal) are the ones
    // that can be it.
    var lastSegments: [Int: String] = [:]
    for (index, token) in removed where candidatesOfRemoved[index] != nil {
      lastSegments[index] = token.path.segments.last
    }
    var addedLastSegments: [Int: String] = [:]
    for (index, token) in added where candidatesOfAdded[index] != nil {
      addedLastSegments[index] = token.path.segments.last
    }
    func keepingLastSegment(_ olds: [Int], of new: Int) -> [Int] {
      olds.count == 1 ? olds : olds.filter { lastSegments[$0] == addedLastSegments[new] }
    }
    var pairs = grouped
    var ambiguous: [Int: [Int]] = [:]
    for (old, news) in candidatesOfRemoved {
      let narrowed =
        news.count == 1 ? news : news.filter { addedLastSegments[$0] == lastSegments[old] }
      if narrowed.count == 1,
        keepingLastSegment(candidatesOfAdded[narrowed[0]] ?? [], of: narrowed[0]) == [old]
      {
        pairs.append((old, narrowed[0]))
      } else {
        ambiguous[old] = news.sorted()
      }
    }
    return (pairs.sorted { $0.0 < $1.0 }, ambiguous, groupedOld)
  }

  /// What must be equal: the type, and the alias target of an alias or the value of a literal.
  /// `nil` for a broken token, which pairs with nothing. Pure.
  private static func key(_ token: ResolvedToken) -> String? {
    let type = token.type?.rawValue ?? "-"
    if let target = token.aliasOf { return type + "\u{1F}alias\u{1F}" + target.description }
    guard let value = token.value else { return nil }
    return type + "\u{1F}value\u{1F}" + value.text
  }
}

/// Whether two token paths name the same thing: their words (split at `.`, `-`, `_`, `/`,
/// spaces and lower-to-upper case changes, lowercased) overlap by more than half (Dice
/// coefficient > 0.5; a word whose letters moved within three places, its plural or its
/// abbreviation count as the same: ``isVariant(_:_:)``), and
/// they share their first or last word, and they share a colour scheme where both name one.
///
/// `banner-gap-horizontal` → `gap-horizontal` (0.8) and `color.blue` → `color.brand-blue` (0.8)
/// are similar; `color.red` → `color.blue` (0.5) and `color.red` → `size.small` (0) are not.
enum PathSimilarity {
  /// Pure.
  static func words(_ path: TokenPath) -> [String] {
    var words: [String] = []
    for segment in path.segments {
      if segment.isASCII {
        asciiWords(segment, into: &words)
      } else {
        characterWords(segment, into: &words)
      }
    }
    return words
  }

  /// The words of an ASCII segment, read byte by byte: the same as ``characterWords(_:into:)``
  /// (in ASCII, the upper-case letters are `A`–`Z`, the lower-case `a`–`z`, the numbers `0`–`9`,
  /// and a CR LF pair, one character, is neither), without looking up Unicode properties for
  /// every character of every removed and added token's path. Pure.
  static func asciiWords(_ segment: String, into words: inout [String]) {
    var current: [UInt8] = []
    var previousIsLower = false
    for byte in segment.utf8 {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: " "):
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
        previousIsLower = false
        continue
      default: break
      }
      let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      if isUpper, previousIsLower, !current.isEmpty {
        words.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      }
      current.append(isUpper ? byte + 32 : byte)
      previousIsLower =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
  }

  /// The words of any segment, character by character. Pure.
  static func characterWords(_ segment: String, into words: inout [String]) {
    var current = ""
    var previousIsLower = false
    for character in segment {
      if character == "-" || character == "_" || character == "/" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
  }

  /// The path's letters and digits, lowercased, without separators or word breaks:
  /// `sys.borderRadius.lg` and `sys.borderradius.lg` read alike. A separator between two
  /// digits is kept as `.`, and a `-` before a number as it is, so `size.1.5` and `size.15`,
  /// or `space.-1` and `space.1`, do not. Pure.
  static func lettersAndDigits(_ path: TokenPath) -> String {
    let scalars = Array(path.description.lowercased().unicodeScalars)
    var key = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if isAlphanumeric(scalar) {
        key.append(scalar)
        continue
      }
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      guard let next, isDecimalDigit(next) else { continue }
      let previous = key.last
      if let previous, isDecimalDigit(previous) {
        key.append(".")
      } else if scalar == "-", previous == nil || !isAlphanumeric(scalars[index - 1]) {
        key.append("-")
      }
    }
    return String(key)
  }

  /// Whether `scalar` is a letter, a mark or a number (general categories L*, M* and N*: what
  /// Foundation's `CharacterSet.alphanumerics` holds, without its costly lookup per scalar,
  /// and by the standard library's newer tables, which also know scripts assigned since and
  /// those Foundation leaves out beyond the first plane). Pure.
  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        || (0x61...0x7A).contains(value)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
      .otherNumber:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` is a decimal digit of any script (general category Nd, as Foundation's
  /// `CharacterSet.decimalDigits`). Pure.
  static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (0x30...0x39).contains(scalar.value)
      : scalar.properties.generalCategory == .decimalNumber
  }

  /// Colour-scheme words: a rename keeps a token's scheme, so two paths that name only
  /// different ones (`themes.winter.modes.dark.action-secondary`, `themes.jungle.modes.light.action-primary`)
  /// are not one token renamed, however many other words they share.
  static let schemeWords: Set<String> = ["light", "dark", "dim", "darkest", "day", "night"]

  /// Pure.
  static func isSimilar(_ first: [String], _ second: [String]) -> Bool {
    guard !first.isEmpty, !second.isEmpty else { return false }
    guard first.first == second.first || first.last == second.last else { return false }
    let schemes = (Set(first).intersection(schemeWords), Set(second).intersection(schemeWords))
    if !schemes.0.isEmpty, !schemes.1.isEmpty, schemes.0.isDisjoint(with: schemes.1) {
      return false
    }
    var remaining = second
    var shared = 0
    for word in first {
      if let index = remaining.firstIndex(of: word)
        ?? remaining.firstIndex(where: { isVariant(word, $0) })
      {
        shared += 1
        remaining.remove(at: index)
      }
    }
    return Double(2 * shared) / Double(first.count + second.count) > 0.5
  }

  /// Whether two words are one word written another way: letters moved about
  /// (``isTransposed(_:_:)``), its plural (`color` → `colors`), or an abbreviation of three
  /// letters or more at most half its length (`sem` → `semantic`: 4amraziz's `sem.color` →
  /// `semantic.colors`; not `tab` → `table`, `col` → `color` or `dark` → `darker`, other
  /// words). Words with digits are never variants (`100` is not `1000`). Pure.
  static func isVariant(_ first: String, _ second: String) -> Bool {
    if isTransposed(first, second) { return true }
    let (short, long) = first.count <= second.count ? (first, second) : (second, first)
    guard short.count >= 3, short != long, !(short + long).contains(where: \.isNumber) else {
      return false
    }
    return long == short + "s" || long == short + "es"
      || (long.hasPrefix(short) && long.count >= 2 * short.count)
  }

  /// Whether two words of four letters or more hold the same letters, moved about within
  /// three neighbouring places: a typo's fix (`fuschia` → `fuchsia`, opentable's design
  /// tokens; `colro` → `color`). Pure.
  static func isTransposed(_ first: String, _ second: String) -> Bool {
    let left = Array(first.utf8)
    let right = Array(second.utf8)
    guard left.count == right.count, left.count >= 4,
      let start = left.indices.first(where: { left[$0] != right[$0] }),
      let end = left.indices.last(where: { left[$0] != right[$0] }),
      end - start < 3
    else { return false }
    return left[start...end].sorted() == right[start...end].sorted()
  }
}
