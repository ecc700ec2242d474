/// A value kept in one heap cell that every copy shares until one of them is written to, when
/// that copy gets a cell of its own. ``Token`` and ``ResolvedToken`` keep their fields in one:
/// the same token handed to every mode, revision and table is one reference count, not one
/// per field, and two copies that share a cell are equal without comparing fields.
///
/// The cell is mutable, but only ever written while this copy holds the sole reference
/// (`isKnownUniquelyReferenced`), so copies can go to other threads.
struct CopyOnWrite<Fields: Sendable & Equatable>: @unchecked Sendable, Equatable {
  private final class Cell {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var cell: Cell

  init(_ fields: Fields) {
    cell = Cell(fields)
  }

  /// One field, read in place; written after copying the cell if another copy shares it.
  subscript<Value>(_ keyPath: WritableKeyPath<Fields, Value>) -> Value {
    get { cell.fields[keyPath: keyPath] }
    set { update { $0[keyPath: keyPath] = newValue } }
  }

  /// Writes through `update`, after copying the cell if another copy shares it: for a field
  /// that only the type holding the fields may write.
  mutating func update(_ update: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&cell) { cell = Cell(cell.fields) }
    update(&cell.fields)
  }

  /// One field that cannot be written from outside (it follows from the others).
  subscript<Value>(_ keyPath: KeyPath<Fields, Value>) -> Value {
    cell.fields[keyPath: keyPath]
  }

  /// Equal for copies that share a cell. Pure.
  var identity: ObjectIdentifier { ObjectIdentifier(cell) }

  static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
    lhs.cell === rhs.cell || lhs.cell.fields == rhs.cell.fields
  }
}
