extension Array {
  /// The elements in the order `areInIncreasingOrder` gives, equal ones kept in their order,
  /// each element copied once. Pure.
  ///
  /// `sorted(by:)` moves the elements themselves at every step; a change or an entry holds a
  /// dozen reference-counted fields, each retained and released at each move. This sorts their
  /// indices, then gathers the elements. The comparison reads the two elements where they are
  /// (a comparison on values copied each element it was given: every field retained and
  /// released, twice per comparison, most of the sort's time).
  func sortedByIndex(
    by areInIncreasingOrder: (UnsafePointer<Element>, UnsafePointer<Element>) -> Bool
  ) -> [Element] {
    withUnsafeBufferPointer { elements in
      guard let base = elements.baseAddress else { return [] }
      // `sorted(by:)` is stable, so equal elements keep their indices' order.
      let order = elements.indices.sorted { areInIncreasingOrder(base + $0, base + $1) }
      return order.map { elements[$0] }
    }
  }
}
