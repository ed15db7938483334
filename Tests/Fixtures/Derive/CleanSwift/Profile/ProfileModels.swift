//
//  ProfileModels.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

enum Profile {
    // MARK: Use cases

    enum Load {
        struct Request {}

        struct Response {
            var user: User?
        }

        struct ViewModel {
            var name: String
        }
    }
}
