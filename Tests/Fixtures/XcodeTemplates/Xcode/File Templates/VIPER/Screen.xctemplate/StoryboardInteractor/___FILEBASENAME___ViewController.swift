//___FILEHEADER___

import UIKit

/// The ___VARIABLE_productName___ screen, laid out in ___VARIABLE_productName___.storyboard.
final class ___FILEBASENAMEASIDENTIFIER___: ___VARIABLE_baseClass___ {
    /// The controller as the storyboard builds it.
    static func make() -> ___FILEBASENAMEASIDENTIFIER___ {
        let storyboard = UIStoryboard(name: "___VARIABLE_productName:swiftString___", bundle: nil)
        return storyboard.instantiateInitialViewController() as? ___FILEBASENAMEASIDENTIFIER___
            ?? ___FILEBASENAMEASIDENTIFIER___()
    }
}
