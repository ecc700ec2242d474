// Keys written more than once in one JSON object: JSON's last one wins, and the token parser
// reports the others.

/// The indices of the members whose key an earlier member of the object has, in order. Pure.
func repeatedKeys(_ members: [JSONMember]) -> [Int] {
  // Small objects (nearly all of them) are checked pairwise, without hashing every key.
  if members.count <= 16 {
    return members.indices.dropFirst().filter { index in
      members[..<index].contains { $0.key == members[index].key }
    }
  }
  var seen = Set<String>(minimumCapacity: members.count)
  return members.indices.filter { !seen.insert(members[$0].key).inserted }
}

/// Members with duplicates removed, keeping the last occurrence in its own place. Pure.
func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
  lastOccurrences(members, repeated: repeatedKeys(members))
}

/// The same, given the members' ``repeatedKeys(_:)`` (a large group's keys are hashed once for
/// both). Pure.
func lastOccurrences(_ members: [JSONMember], repeated: [Int]) -> [JSONMember] {
  guard !repeated.isEmpty else { return members }
  var lastIndex: [String: Int] = [:]
  for (index, member) in members.enumerated() { lastIndex[member.key] = index }
  return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
}
