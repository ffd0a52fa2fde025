// The texts every public page needs at once: the shell and the home page. Each other page
// registers its own texts (a file beside this one) when its chunk loads.
import './shell';
import './home';
