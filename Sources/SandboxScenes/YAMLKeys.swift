/// A mapping's values by their keys, as YAMLNodeReader.mapping hands them to the scene's
/// readers. A view holds a handful of keys and is asked for some twenty-five, most of them
/// absent: comparing a few short strings costs less than hashing each question, which was
/// the largest part of checking a 9,331-view scene (Benchmarks/README.md, "Trace").
struct YAMLKeys {
    private var pairs: [(key: String, value: YAMLNode)] = []

    init() {
        pairs.reserveCapacity(8)
    }

    /// The value of `key`; setting a key already there replaces its value.
    subscript(key: String) -> YAMLNode? {
        get {
            for pair in pairs where pair.key == key { return pair.value }
            return nil
        }
        set {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }
}
