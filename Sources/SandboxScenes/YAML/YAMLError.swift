/// Why a text is not one readable YAML document, as libyaml and YAMLComposer found it; the
/// cases are libyaml's error kinds (yaml_error_type_e), so YAMLSyntaxError can word each.
enum YAMLError: Error {
    /// libyaml's "while parsing a flow sequence" and the place it started.
    struct Context {
        var text: String
        var mark: YAMLMark
    }

    /// The bytes are not text libyaml accepts (a control character, bad UTF-8). `offset`
    /// counts Characters from the text's start; nil if the bad byte is inside one.
    case reader(problem: String, offset: Int?, value: Int32)
    case scanner(context: Context?, problem: String, mark: YAMLMark)
    case parser(context: Context?, problem: String, mark: YAMLMark)
    /// Building the tree: an alias without its anchor, a second document.
    case composer(context: Context?, problem: String, mark: YAMLMark)
    /// A mapping repeats keys: every repeated key (sorted), and where the first of them is
    /// first written.
    case duplicatedKeys([String], mark: YAMLMark)
    case memory
}
