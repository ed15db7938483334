import ViperGenSystem
import ViperGenText

/// A place in a spec file: its JSON path (`modules[2].name`) and where it starts.
package struct SpecLocation: Equatable, Sendable {
    /// The JSON path as messages show it, each key through ``EchoedValue`` (escaped, cut when
    /// long); empty for the whole document.
    package let path: String
    /// Where it starts.
    package let position: TextPosition

    /// The path of `key` inside this place: `modules[2]` + `name` = `modules[2].name`.
    func member(_ key: String, at position: TextPosition) -> SpecLocation {
        let key = EchoedValue(key).unquoted
        return SpecLocation(path: path.isEmpty ? key : path + "." + key, position: position)
    }

    /// The path of element `index` inside this place: `modules[2]`.
    func element(_ index: Int, at position: TextPosition) -> SpecLocation {
        SpecLocation(path: path + "[\(index)]", position: position)
    }
}
