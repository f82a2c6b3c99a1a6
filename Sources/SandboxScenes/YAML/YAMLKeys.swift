/// A mapping's values by their keys, as YAMLNodeReader.mapping hands them to the scene's
/// readers. A view holds a handful of keys and is asked for some twenty-five, most of them
/// absent: comparing a few short strings costs less than hashing each question, which was
/// the largest part of checking a 9,331-view scene (Benchmarks/README.md, "Trace").
struct YAMLKeys {
    // Keys apart from values, so a search compares strings without copying nodes.
    private var keys: [String] = []
    private var values: [YAMLNode] = []

    init() {
        keys.reserveCapacity(8)
        values.reserveCapacity(8)
    }

    /// The value of `key`; setting a key already there replaces its value.
    subscript(key: String) -> YAMLNode? {
        get {
            guard let index = keys.firstIndex(of: key) else { return nil }
            return values[index]
        }
        set {
            if let index = keys.firstIndex(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
