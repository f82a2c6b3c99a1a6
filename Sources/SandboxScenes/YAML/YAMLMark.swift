import Foundation

/// A place in the text as libyaml counts it, from 1: columns in Unicode scalars, and CR, LF,
/// CR LF, NEL, LS and PS each end a line. `offset` counts Unicode scalars from the text's
/// start (from 0, CR LF as two), so it indexes `Array(text.unicodeScalars)` directly.
struct YAMLMark: Hashable {
    var line: Int
    var column: Int
    var offset: Int
}
