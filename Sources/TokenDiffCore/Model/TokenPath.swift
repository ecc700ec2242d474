/// The dotted name of a token, the identity key of the diff: `color.text.primary`.
///
/// Kept as segments, because some formats allow dots inside one name; ``description`` joins them
/// with `.` for display, and ordering follows that text so reports sort the way people read.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The segments, the joined text and its hash, in one shared cell: a path is copied into
  /// many tables (per mode, per revision, per stage, every dependency list), and a copy is then
  /// one reference count, not one for the segments and one for the text; equal paths copied
  /// from one another compare by identity.
  private final class Storage: Sendable {
    let segments: [String]
    let description: String
    /// The joined text's hash, worked out once: hashing one integer in a table is much cheaper
    /// than hashing the text again each time. Equal paths have equal text, so equal hashes.
    let textHash: Int

    convenience init(_ segments: [String]) {
      self.init(segments, text: segments.joined(separator: "."))
    }

    /// `text` must be `segments` joined with `.` (a caller that has it saves joining them).
    init(_ segments: [String], text: String) {
      self.segments = segments
      self.description = text
      self.textHash = text.hashValue
    }
  }

  private let storage: Storage

  public var segments: [String] { storage.segments }
  public var description: String { storage.description }

  public init(_ segments: [String]) {
    storage = Storage(segments)
  }

  /// Splits a dotted reference such as `color.brand` (the inside of `{color.brand}`). Pure.
  public init(dotted text: String) {
    // In ASCII text every byte is a character (a CR LF pair aside, which holds no dot), so
    // splitting the bytes splits the characters.
    // The segments joined with dots are the text itself.
    if text.isASCII {
      let segments = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      storage = Storage(segments, text: text)
    } else {
      let segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      storage = Storage(segments, text: text)
    }
  }

  /// This path with one more segment: its text is this one's with the segment added, not
  /// joined again from every segment. Pure.
  public func appending(_ segment: String) -> TokenPath {
    let text = segments.isEmpty ? segment : description + "." + segment
    return TokenPath(storage: Storage(segments + [segment], text: text))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.storage !== rhs.storage && lhs.storage.description < rhs.storage.description
  }

  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.textHash == rhs.storage.textHash
        && lhs.storage.segments == rhs.storage.segments)
  }

  /// Whether the two share one cell (one was copied from the other, or both from a table that
  /// keeps each path once). Pure.
  func isIdentical(to other: TokenPath) -> Bool { storage === other.storage }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.textHash)
  }

  /// What a dictionary or set asks for: the stored hash mixed with the table's seed, with no
  /// `Hasher` (see ``PrecomputedHash``). Pure.
  public func _rawHashValue(seed: Int) -> Int {
    PrecomputedHash.mix(storage.textHash, seed: seed)
  }
}
