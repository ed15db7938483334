//
//  ProfileInteractorOutput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

protocol ProfileInteractorOutput: AnyObject {
    func didLoad(user: User)
}
