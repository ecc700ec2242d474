/// Table hashing for keys that work their hash out once, when made (``TokenPath``,
/// ``TokenKey``): a dictionary or set then mixes that one integer with its seed here instead of
/// running the standard library's `Hasher` over it for every lookup, which profiles of large
/// sets showed at about a twentieth of the run.
///
/// The stored hash is the standard library's own (`String.hashValue`, seeded per process, so
/// still resistant to crafted collisions); the mix below spreads it and the table's seed over
/// all the bits, as a table needs from the raw hash whatever its size. Pure.
enum PrecomputedHash {
  /// The 64-bit finalizer of MurmurHash3 applied to the stored hash combined with the table's
  /// seed: every input bit moves about half the output bits. Pure.
  @inline(__always)
  static func mix(_ hash: Int, seed: Int) -> Int {
    var bits = UInt64(truncatingIfNeeded: hash ^ seed)
    bits ^= bits >> 33
    bits &*= 0xff51_afd7_ed55_8ccd
    bits ^= bits >> 33
    bits &*= 0xc4ce_b9fe_1a85_ec53
    bits ^= bits >> 33
    return Int(truncatingIfNeeded: bits)
  }
}
