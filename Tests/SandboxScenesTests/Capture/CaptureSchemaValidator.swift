import Foundation

/// A JSON Schema validator for the subset docs/capture.schema.json uses: `type` (one or a
/// list), `enum`, `required`, `properties`, `additionalProperties: false`, `items`,
/// `minItems`, `maxItems`, `pattern`, `oneOf`, `allOf` and `$ref` to `#/$defs/…`.
struct CaptureSchemaValidator {
    let root: [String: Any]

    /// Every place the value breaks the schema, as `path: what`.
    func problems(_ value: Any, schema: [String: Any]? = nil, path: String = "$") -> [String] {
        let schema = schema ?? root
        if let reference = schema["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else { return ["\(path): unknown $ref \(reference)"] }
            var merged = target
            for (key, item) in schema where key != "$ref" { merged[key] = item }
            return problems(value, schema: merged, path: path)
        }
        var found: [String] = []
        for part in schema["allOf"] as? [[String: Any]] ?? [] { found += problems(value, schema: part, path: path) }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matching = options.filter { problems(value, schema: $0, path: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of the oneOf choices") }
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { Self.has(value, type: $0) }) { return found + ["\(path): not \(types.joined(separator: " or "))"] }
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { "\($0)" == "\(value)" }) {
            found.append("\(path): \(value) is not one of \(choices)")
        }
        if let pattern = schema["pattern"] as? String, let text = value as? String,
           text.range(of: pattern, options: .regularExpression) == nil {
            found.append("\(path): \(text) does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, item) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] as? [String: Any] {
                    found += problems(item, schema: property, path: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected key \(key)")
                }
            }
        }
        if let list = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, list.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if let maximum = schema["maxItems"] as? Int, list.count > maximum { found.append("\(path): more than \(maximum) items") }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in list.enumerated() { found += problems(item, schema: items, path: "\(path)[\(index)]") }
            }
        }
        return found
    }

    static func has(_ value: Any, type: String) -> Bool {
        let number = value as? NSNumber
        let isBool = number.map { String(cString: $0.objCType) == "c" } ?? false
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBool
        case "null": return value is NSNull
        case "number": return number != nil && !isBool
        case "integer": return number.map { !isBool && $0.doubleValue == $0.doubleValue.rounded() } ?? false
        default: return false
        }
    }
}
