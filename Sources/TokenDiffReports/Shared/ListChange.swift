import TokenDiffCore

/// A change between two long lists (an icon registry, a font stack of many names), said as the
/// items it adds and removes: the whole lists side by side hide the one item that moved among a
/// hundred, and a cut value shows only their first items.
struct ListChange: Equatable {
  /// Items shown by name on each side; the rest are counted.
  static let shownItems = 5

  var beforeCount: Int
  var afterCount: Int
  /// In the after list's order.
  var added: [String]
  /// In the before list's order.
  var removed: [String]

  /// The change between two list values when either is too long to show whole
  /// (``ReportWording/valueLimit``) and some item came or went; `nil` for any other pair (a
  /// reorder is shown as the two lists). An item counts once for each
  /// time it is written. Pure.
  init?(_ before: TokenState?, _ after: TokenState?) {
    guard case .array(let old)? = before?.value, case .array(let new)? = after?.value,
      let beforeText = before?.value?.text, let afterText = after?.value?.text,
      max(beforeText.count, afterText.count) > ReportWording.valueLimit
    else { return nil }
    var remaining: [String: Int] = [:]
    for item in old { remaining[item.text, default: 0] += 1 }
    var added: [String] = []
    for item in new {
      if let count = remaining[item.text], count > 0 {
        remaining[item.text] = count - 1
      } else {
        added.append(item.text)
      }
    }
    var removed: [String] = []
    for item in old where (remaining[item.text] ?? 0) > 0 {
      remaining[item.text, default: 0] -= 1
      removed.append(item.text)
    }
    // The same items in another order, or the same lists: nothing for a list change to say.
    guard !added.isEmpty || !removed.isEmpty else { return nil }
    self.beforeCount = old.count
    self.afterCount = new.count
    self.added = added
    self.removed = removed
  }

  /// `103 items → 120: added a, b, … (17 in all); removed none`, each item through `item`
  /// (code spans, escaping). Pure.
  func description(item: (String) -> String) -> String {
    func listed(_ items: [String]) -> String {
      guard !items.isEmpty else { return "none" }
      var text = items.prefix(Self.shownItems).map { item(ReportWording.short($0)) }
        .joined(separator: ", ")
      if items.count > Self.shownItems { text += ", … (\(items.count) in all)" }
      return text
    }
    return "\(ReportWording.plural(beforeCount, "item")) → \(afterCount): added "
      + listed(added) + "; removed " + listed(removed)
  }
}
