/// The one version number of Responder Sandbox: `responder-sandbox --version` prints it, and
/// CHANGELOG.md has a section for each.
enum Version {
    static let current = "0.2.0"
}
