/// A token of one revision: which set it belongs to, its key there, and whether its
/// resolution differs between the set's modes.
struct ModalEntry {
  var setIndex: Int
  var set: String
  var key: TokenKey
  /// Whether some mode resolves the token differently from the baseline, or lacks it.
  var varies: Bool
  /// Where the set's baseline holds the token; `nil` for a token only some modes have.
  var baselinePosition: Int32?
  /// Where the index keeps what each mode's delta says of the token (see
  /// ``ModalIndex/tokens(_:deltas:baseline:)``); empty when no mode says anything of it.
  var overrides: Range<Int32>
  /// Whether the diff reports it: a token that only serves references (a Tokens Studio
  /// `source` set's) is looked up, not reported; nor is a token the plain set has only in a
  /// mode that does not concern its file.
  var isReported: Bool
  /// Whether some mode of its set only resolves references with it (a Tokens Studio `source`
  /// set's copy) while another outputs it: its tokens are then read as the diff reports them,
  /// mode by mode (``ModalIndex/reportedToken(_:set:)``).
  var isPartlyReferenceOnly = false

  /// The name used to pair entries whose file or set changed: the set, or the file.
  var origin: String { self.set.isEmpty ? key.file : self.set }

  /// By path, then by origin. Pure.
  static func isOrderedBefore(_ lhs: UnsafePointer<ModalEntry>, _ rhs: UnsafePointer<ModalEntry>)
    -> Bool
  {
    lhs.pointee.key.path != rhs.pointee.key.path
      ? lhs.pointee.key.path < rhs.pointee.key.path : lhs.pointee.origin < rhs.pointee.origin
  }
}
