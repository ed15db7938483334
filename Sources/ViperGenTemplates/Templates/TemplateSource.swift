/// Where templates come from: the built-in ones, or a folder of template folders.
package protocol TemplateSource: Sendable {
    /// The names of the templates this source offers, sorted.
    var names: [String] { get }
    /// The template called `name`; throws `TemplateError.unknownTemplate` if there is none.
    func template(named name: String) throws -> Template
    /// Every file of the template called `name` as stored, TemplateInfo.plist and icons
    /// included, byte for byte and sorted by path (for `viper-gen templates export`).
    func storedFiles(ofTemplate name: String) throws -> [TemplateFile]
}
