//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// A weak reference to an object.
struct WeakContainer<T: AnyObject> {
    /// The object, or `nil` once nobody else holds it.
    weak var value: T?
}
